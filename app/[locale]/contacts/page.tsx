import type { Metadata } from 'next';
import { pageLocale } from '@/i18n/page-locale';
import { messagesPageMetadata } from '@/server/page-metadata';
import { ContactsPage } from '@/components/contacts/ContactsPage';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/contacts'>): Promise<Metadata> {
  return messagesPageMetadata(await pageLocale(params), 'ContactsPage', '/contacts');
}

export default async function Route({ params }: PageProps<'/[locale]/contacts'>) {
  return <ContactsPage locale={await pageLocale(params)} />;
}
