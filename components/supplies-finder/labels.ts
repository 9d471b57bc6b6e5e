import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';

export interface FinderLabels {
  field: string;
  hint: string;
  /** "{count} of {total} devices", ICU plurals, formatted in the browser in `locale` */
  shown: string;
  locale: string;
  /** "No device matches “{query}”…" */
  none: string;
}

export async function loadFinderLabels(locale: Locale): Promise<FinderLabels> {
  const t = await getTranslations({ locale, namespace: 'SuppliesFinder' });
  return {
    field: t('field'),
    hint: t('hint'),
    shown: t.raw('shown') as string,
    locale,
    none: t.raw('none') as string,
  };
}
