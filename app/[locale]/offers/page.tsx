import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { pageMetadata } from '@/server/metadata';
import { OffersPage } from '@/components/special-offers/OffersPage';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/offers'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'OffersPage' });
  return pageMetadata({
    locale,
    path: '/offers',
    title: t('title'),
    description: t('description'),
  });
}

export default async function Route({ params }: PageProps<'/[locale]/offers'>) {
  return <OffersPage locale={await pageLocale(params)} />;
}
