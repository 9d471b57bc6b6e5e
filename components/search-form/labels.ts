import { compileMessage } from '@/server/compile-message';
import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { SearchKind } from '@/components/search/searchHits';
import type { CompiledMessage } from '@/lib/icu';

export interface SearchInputLabels {
  placeholder: string;
  listLabel: string;
  /** ICU: "{count, plural, …} suggestions", formatted in the browser. */
  suggestions: CompiledMessage;
  /** The search runtime could not load (offline): said in the live region. */
  unavailable: string;
  kinds: Record<SearchKind, string>;
  /** "We don't sell {brand}. Similar machines we offer:", the search page's own line. */
  brandNotSold: CompiledMessage;
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
    suggestions: compileMessage(t.raw('suggestions') as string),
    unavailable: t('unavailable'),
    kinds: { product: t('kindProduct'), category: t('kindCategory'), page: t('kindPage') },
    brandNotSold: compileMessage(search.raw('brandNotSold') as string),
  };
}
