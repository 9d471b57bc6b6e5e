import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { SearchKind } from '@/components/search/searchHits';
import type { BrandNotSold } from '@/lib/search/brands';
import { maxSuggestions } from './comboboxState';

export interface SearchInputLabels {
  placeholder: string;
  listLabel: string;
  /** Pre-formatted per count: the header is on every page, so it carries no message formatter. */
  suggestions: string[];
  /** The search runtime could not load (offline): said in the live region. */
  unavailable: string;
  kinds: Record<SearchKind, string>;
  /** "We don't sell Epson. Similar machines we offer:" by brand name, the search page's line. */
  brandNotSold: Record<string, string>;
}

/** The placeholder names how many products the catalogue advertises. */
export async function loadSearchInputLabels(
  locale: Locale,
  productCount: number,
  brands: readonly BrandNotSold[],
): Promise<SearchInputLabels> {
  const t = await getTranslations({ locale, namespace: 'SearchForm' });
  const search = await getTranslations({ locale, namespace: 'SearchResults' });
  return {
    placeholder: t('placeholder', { count: productCount }),
    listLabel: t('suggestionsLabel'),
    suggestions: Array.from({ length: maxSuggestions + 1 }, (_, count) =>
      t('suggestions', { count }),
    ),
    unavailable: t('unavailable'),
    kinds: { product: t('kindProduct'), category: t('kindCategory'), page: t('kindPage') },
    brandNotSold: Object.fromEntries(
      brands.map(({ name }) => [name, search('brandNotSold', { brand: name })]),
    ),
  };
}
