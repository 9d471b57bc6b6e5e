import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { CountLabels } from '@/lib/plural-label';
import type { SearchKind } from './searchHits';

/** The search page island's text, translated on the server. */
export interface SearchResultsLabels {
  enterQuery: string;
  /** Each with "{count}" and "{query}". */
  count: CountLabels;
  loading: string;
  error: string;
  showMore: string;
  kinds: Record<SearchKind, string>;
  /** "Product · {category}" */
  productIn: string;
  noResultsHint: string;
  browse: string;
}

export interface SearchBoxLabels {
  label: string;
  submit: string;
}

export async function loadSearchResultsLabels(locale: Locale): Promise<SearchResultsLabels> {
  const r = await getTranslations({ locale, namespace: 'SearchResults' });
  const raw = (key: 'countZero' | 'countOne' | 'countOther') => r.raw(key) as string;
  return {
    enterQuery: r('enterQuery'),
    count: { zero: raw('countZero'), one: raw('countOne'), other: raw('countOther') },
    loading: r('loading'),
    error: r('error'),
    showMore: r('showMore'),
    kinds: { product: r('kindProduct'), category: r('kindCategory'), page: r('kindPage') },
    productIn: r.raw('kindProductIn') as string,
    noResultsHint: r('noResultsHint'),
    browse: r('browse'),
  };
}

export async function loadSearchBoxLabels(locale: Locale): Promise<SearchBoxLabels> {
  const box = await getTranslations({ locale, namespace: 'SearchBox' });
  return { label: box('label'), submit: box('submit') };
}
