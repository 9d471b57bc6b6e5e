import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { CompareBarLabels } from './CompareBar';

export async function loadCompareBarLabels(locale: Locale): Promise<CompareBarLabels> {
  const t = await getTranslations({ locale, namespace: 'CompareBar' });
  return { heading: t.raw('heading') as string, compareNow: t('compareNow'), clear: t('clear') };
}
