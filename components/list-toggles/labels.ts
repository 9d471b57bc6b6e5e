import { compileMessage } from '@/server/compile-message';
import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { maxQuoteLines } from '@/lib/quote-list/lines';
import type { CompiledMessage } from '@/lib/icu';

/** The quote list button's words, translated on the server ("{name}" filled per product). */
export interface ListToggleLabels {
  add: string;
  /** "Add to quote: {name}" */
  addLabel: CompiledMessage;
  remove: string;
  /** "Remove from quote: {name}" */
  removeLabel: CompiledMessage;
  inList: string;
  /** Said instead of "In your quote list" when the browser could not store the list. */
  notKept: string;
  /** "Your quote list is full: it holds at most 50 products. …" (said when Add cannot add) */
  full: string;
  compare: string;
  /** "Compare: {name}" */
  compareLabel: CompiledMessage;
}

export async function loadListToggleLabels(locale: Locale): Promise<ListToggleLabels> {
  const t = await getTranslations({ locale, namespace: 'ListToggles' });
  const product = await getTranslations({ locale, namespace: 'ProductDetail' });
  return {
    add: t('add'),
    addLabel: compileMessage(t.raw('addLabel') as string),
    remove: t('remove'),
    removeLabel: compileMessage(t.raw('removeLabel') as string),
    inList: t('inList'),
    // Names the product page's link by its own message, never retyped.
    notKept: t('notKept', { ask: product('requestQuote') }),
    full: t('full', { max: maxQuoteLines }),
    compare: t('compare'),
    compareLabel: compileMessage(t.raw('compareLabel') as string),
  };
}
