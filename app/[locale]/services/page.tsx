import type { Metadata } from 'next';
import { pageLocale } from '@/i18n/page-locale';
import { messagesPageMetadata } from '@/server/page-metadata';
import { ServicesPage } from '@/components/services/ServicesPage';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/services'>): Promise<Metadata> {
  return messagesPageMetadata(await pageLocale(params), 'ServicesPage', '/services');
}

export default async function Route({ params }: PageProps<'/[locale]/services'>) {
  return <ServicesPage locale={await pageLocale(params)} />;
}
