import { compileMessage } from '@/server/compile-message';
import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { CompiledMessage } from '@/lib/icu';

export interface CompareBarLabels {
  /** "Compare ({count} of {max})" */
  heading: CompiledMessage;
  compareNow: string;
  clear: string;
}

export async function loadCompareBarLabels(locale: Locale): Promise<CompareBarLabels> {
  const t = await getTranslations({ locale, namespace: 'CompareBar' });
  return {
    heading: compileMessage(t.raw('heading') as string),
    compareNow: t('compareNow'),
    clear: t('clear'),
  };
}
