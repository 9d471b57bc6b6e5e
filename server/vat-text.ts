import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { content } from '@/content';
import { vatPriceNote, vatSentence, type VatTranslate } from '@/lib/vat';

/** Null where the content is silent. */
export async function vatText(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'Vat' });
  const translate: VatTranslate = (key, values) => t(key, values);
  const { vat } = content.company;
  return {
    note: vatPriceNote(vat, translate),
    sentence: vatSentence(vat, translate),
    invoice: vat?.invoice ?? false,
  };
}
