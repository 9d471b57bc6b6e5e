import { compileMessage } from '@/server/compile-message';
import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { SearchKind } from './searchHits';
import type { CompiledMessage } from '@/lib/icu';
import { textsByKey } from '@/lib/texts-by-key';

const keys = [
  'enterQuery',
  'loading',
  'error',
  'showMore',
  'noResultsHint',
  'browse',
  // Shown above results that match some of the words, not all.
  'partialMatch',
] as const;
/** ICU: the plural "{count}" with "{query}", "Product · {category}", "We don't sell {brand} …". */
const templates = ['count', 'productIn', 'brandNotSold', 'thingNotSold'] as const;

export type SearchResultsLabels = Record<(typeof keys)[number], string> &
  Record<(typeof templates)[number], CompiledMessage> & {
    kinds: Record<SearchKind, string>;
  };

export interface SearchBoxLabels {
  label: string;
  submit: string;
}

export async function loadSearchResultsLabels(locale: Locale): Promise<SearchResultsLabels> {
  const r = await getTranslations({ locale, namespace: 'SearchResults' });
  return {
    ...textsByKey(keys, (key) => r(key)),
    ...textsByKey(templates, (key) =>
      compileMessage(r.raw(key === 'productIn' ? 'kindProductIn' : key) as string),
    ),
    kinds: { product: r('kindProduct'), category: r('kindCategory'), page: r('kindPage') },
  };
}

export async function loadSearchBoxLabels(locale: Locale): Promise<SearchBoxLabels> {
  const box = await getTranslations({ locale, namespace: 'SearchBox' });
  return { label: box('label'), submit: box('submit') };
}
