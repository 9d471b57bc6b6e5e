import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { SearchKind } from './searchHits';

/** The search page island's text, translated on the server. */
export interface SearchResultsLabels {
  enterQuery: string;
  /** ICU plural of "{count}", with "{query}". */
  count: string;
  loading: string;
  error: string;
  showMore: string;
  kinds: Record<SearchKind, string>;
  /** "Product · {category}" */
  productIn: string;
  noResultsHint: string;
  browse: string;
  /** Shown above results that match some of the words, not all. */
  partialMatch: string;
  /** "We don't sell {brand}. Similar machines we offer:" */
  brandNotSold: string;
  /** "We don't sell or service this: {thing}." */
  thingNotSold: string;
}

export interface SearchBoxLabels {
  label: string;
  submit: string;
}

export async function loadSearchResultsLabels(locale: Locale): Promise<SearchResultsLabels> {
  const r = await getTranslations({ locale, namespace: 'SearchResults' });
  return {
    enterQuery: r('enterQuery'),
    count: r.raw('count') as string,
    loading: r('loading'),
    error: r('error'),
    showMore: r('showMore'),
    kinds: { product: r('kindProduct'), category: r('kindCategory'), page: r('kindPage') },
    productIn: r.raw('kindProductIn') as string,
    noResultsHint: r('noResultsHint'),
    browse: r('browse'),
    partialMatch: r('partialMatch'),
    brandNotSold: r.raw('brandNotSold') as string,
    thingNotSold: r.raw('thingNotSold') as string,
  };
}

export async function loadSearchBoxLabels(locale: Locale): Promise<SearchBoxLabels> {
  const box = await getTranslations({ locale, namespace: 'SearchBox' });
  return { label: box('label'), submit: box('submit') };
}
