import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { pageMetadata } from '@/lib/metadata';
import { SuppliesFinder } from '@/components/supplies-finder/SuppliesFinder';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/supplies'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'SuppliesFinder' });
  return pageMetadata(locale, '/supplies', t('title'), t('description'));
}

export default async function Route({ params }: PageProps<'/[locale]/supplies'>) {
  return <SuppliesFinder locale={await pageLocale(params)} />;
}
