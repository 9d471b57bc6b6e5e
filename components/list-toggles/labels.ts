import { compileMessage } from '@/server/compile-message';
import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { maxQuoteLines } from '@/lib/quote-list/lines';
import type { CompiledMessage } from '@/lib/icu';
import { textsByKey } from '@/lib/texts-by-key';

const keys = ['add', 'remove', 'inList', 'compare'] as const;
/** "Add to quote: {name}", filled per product. */
const templates = ['addLabel', 'removeLabel', 'compareLabel'] as const;

/** The quote list button's words, translated on the server. */
export type ListToggleLabels = Record<(typeof keys)[number], string> &
  Record<(typeof templates)[number], CompiledMessage> & {
    /** Said instead of "In your quote list" when the browser could not store the list. */
    notKept: string;
    /** Said when Add cannot add: the list is full. */
    full: string;
  };

export async function loadListToggleLabels(locale: Locale): Promise<ListToggleLabels> {
  const t = await getTranslations({ locale, namespace: 'ListToggles' });
  const product = await getTranslations({ locale, namespace: 'ProductDetail' });
  return {
    ...textsByKey(keys, (key) => t(key)),
    ...textsByKey(templates, (key) => compileMessage(t.raw(key) as string)),
    // Names the product page's link by its own message, never retyped.
    notKept: t('notKept', { ask: product('requestQuote') }),
    full: t('full', { max: maxQuoteLines }),
  };
}
