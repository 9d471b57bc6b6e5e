import { compileMessage } from '@/server/compile-message';
import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { SearchKind } from './searchHits';
import type { CompiledMessage } from '@/lib/icu';

export interface SearchResultsLabels {
  enterQuery: string;
  /** ICU plural of "{count}", with "{query}". */
  count: CompiledMessage;
  loading: string;
  error: string;
  showMore: string;
  kinds: Record<SearchKind, string>;
  /** "Product · {category}" */
  productIn: CompiledMessage;
  noResultsHint: string;
  browse: string;
  /** Shown above results that match some of the words, not all. */
  partialMatch: string;
  /** "We don't sell {brand}. Similar machines we offer:" */
  brandNotSold: CompiledMessage;
  /** "We don't sell or service this: {thing}." */
  thingNotSold: CompiledMessage;
}

export interface SearchBoxLabels {
  label: string;
  submit: string;
}

export async function loadSearchResultsLabels(locale: Locale): Promise<SearchResultsLabels> {
  const r = await getTranslations({ locale, namespace: 'SearchResults' });
  return {
    enterQuery: r('enterQuery'),
    count: compileMessage(r.raw('count') as string),
    loading: r('loading'),
    error: r('error'),
    showMore: r('showMore'),
    kinds: { product: r('kindProduct'), category: r('kindCategory'), page: r('kindPage') },
    productIn: compileMessage(r.raw('kindProductIn') as string),
    noResultsHint: r('noResultsHint'),
    browse: r('browse'),
    partialMatch: r('partialMatch'),
    brandNotSold: compileMessage(r.raw('brandNotSold') as string),
    thingNotSold: compileMessage(r.raw('thingNotSold') as string),
  };
}

export async function loadSearchBoxLabels(locale: Locale): Promise<SearchBoxLabels> {
  const box = await getTranslations({ locale, namespace: 'SearchBox' });
  return { label: box('label'), submit: box('submit') };
}
