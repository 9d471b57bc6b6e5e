import type { Metadata } from 'next';
import { pageLocale } from '@/i18n/page-locale';
import { simplePageMetadata } from '@/lib/simple-page';
import { ContactsPage } from '@/components/contacts/ContactsPage';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/contacts'>): Promise<Metadata> {
  return simplePageMetadata(await pageLocale(params), 'ContactsPage', '/contacts');
}

export default async function Route({ params }: PageProps<'/[locale]/contacts'>) {
  return <ContactsPage locale={await pageLocale(params)} />;
}
