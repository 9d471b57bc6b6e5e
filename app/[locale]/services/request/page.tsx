import type { Metadata } from 'next';
import { pageLocale } from '@/i18n/page-locale';
import { messagesPageMetadata } from '@/server/page-metadata';
import { ServiceRequestPage } from '@/components/service-request/ServiceRequestPage';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/services/request'>): Promise<Metadata> {
  return messagesPageMetadata(await pageLocale(params), 'ServiceRequestPage', '/services/request');
}

export default async function Route({ params }: PageProps<'/[locale]/services/request'>) {
  return <ServiceRequestPage locale={await pageLocale(params)} />;
}
