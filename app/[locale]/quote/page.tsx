import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { pageMetadata } from '@/lib/metadata';
import { QuotePage } from '@/components/quote-list/QuotePage';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/quote'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'QuotePage' });
  // The list lives in the visitor's browser: nothing here for search engines.
  return {
    ...pageMetadata(locale, '/quote', t('title'), t('description')),
    robots: { index: false },
  };
}

export default async function Route({ params }: PageProps<'/[locale]/quote'>) {
  return <QuotePage locale={await pageLocale(params)} />;
}
