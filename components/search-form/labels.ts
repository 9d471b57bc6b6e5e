import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { SearchKind } from '@/components/search/searchHits';
import type { PluralForms } from '@/lib/plural-forms';
import { pluralForms } from '@/lib/plural-label';

export interface SearchInputLabels {
  placeholder: string;
  listLabel: string;
  /** "{count} suggestions" in each plural form of the language (chosen in the browser). */
  suggestions: PluralForms;
  /** The search runtime could not load (offline): said in the live region. */
  unavailable: string;
  kinds: Record<SearchKind, string>;
  /** "We don't sell {brand}. Similar machines we offer:", the search page's own line. */
  brandNotSold: string;
}

/** The placeholder names how many products the catalogue advertises. */
export async function loadSearchInputLabels(
  locale: Locale,
  productCount: number,
): Promise<SearchInputLabels> {
  const t = await getTranslations({ locale, namespace: 'SearchForm' });
  const search = await getTranslations({ locale, namespace: 'SearchResults' });
  return {
    placeholder: t('placeholder', { count: productCount }),
    listLabel: t('suggestionsLabel'),
    suggestions: pluralForms(locale, t.raw('suggestions') as string),
    unavailable: t('unavailable'),
    kinds: { product: t('kindProduct'), category: t('kindCategory'), page: t('kindPage') },
    brandNotSold: search.raw('brandNotSold') as string,
  };
}
