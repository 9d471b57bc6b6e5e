import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { SearchKind } from '@/components/search/searchHits';

export interface SearchInputLabels {
  placeholder: string;
  listLabel: string;
  /** ICU plural: "{count} suggestions" */
  suggestions: string;
  /** The search runtime could not load (offline): said in the live region. */
  unavailable: string;
  kinds: Record<SearchKind, string>;
}

/** The placeholder names how many products the catalogue advertises. */
export async function loadSearchInputLabels(
  locale: Locale,
  productCount: number,
): Promise<SearchInputLabels> {
  const t = await getTranslations({ locale, namespace: 'SearchForm' });
  return {
    placeholder: t('placeholder', { count: productCount }),
    listLabel: t('suggestionsLabel'),
    suggestions: t.raw('suggestions') as string,
    unavailable: t('unavailable'),
    kinds: { product: t('kindProduct'), category: t('kindCategory'), page: t('kindPage') },
  };
}
