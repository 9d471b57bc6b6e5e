import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { pageMetadata } from '@/lib/metadata';
import { ServiceRequestPage } from '@/components/service-request/ServiceRequestPage';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/services/request'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'ServiceRequestPage' });
  return pageMetadata(locale, '/services/request', t('title'), t('description'));
}

export default async function Route({ params }: PageProps<'/[locale]/services/request'>) {
  return <ServiceRequestPage locale={await pageLocale(params)} />;
}
