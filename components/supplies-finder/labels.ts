import { compileMessage } from '@/server/compile-message';
import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { CompiledMessage } from '@/lib/icu';

export interface FinderLabels {
  field: string;
  hint: string;
  /** "{count} of {total} devices", ICU plurals, formatted in the browser in `locale` */
  shown: CompiledMessage;
  locale: string;
  /** "No device matches “{query}”…" */
  none: CompiledMessage;
}

export async function loadFinderLabels(locale: Locale): Promise<FinderLabels> {
  const t = await getTranslations({ locale, namespace: 'SuppliesFinder' });
  return {
    field: t('field'),
    hint: t('hint'),
    shown: compileMessage(t.raw('shown') as string),
    locale,
    none: compileMessage(t.raw('none') as string),
  };
}
