import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { pageMetadata } from '@/server/metadata';
import { RentalPage } from '@/components/rental/RentalPage';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/rental'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'RentalPage' });
  return pageMetadata({
    locale,
    path: '/rental',
    title: t('title'),
    description: t('description'),
  });
}

export default async function Route({ params }: PageProps<'/[locale]/rental'>) {
  return <RentalPage locale={await pageLocale(params)} />;
}
