import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { pageMetadata } from '@/lib/metadata';
import { ComparePage } from '@/components/compare/ComparePage';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/compare'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'ComparePage' });
  // The comparison lives in the visitor's browser: nothing here for search engines.
  return {
    ...pageMetadata(locale, '/compare', t('title'), t('description')),
    robots: { index: false },
  };
}

export default async function Route({ params }: PageProps<'/[locale]/compare'>) {
  return <ComparePage locale={await pageLocale(params)} />;
}
