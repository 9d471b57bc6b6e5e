import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { CountLabels } from '@/lib/plural-label';
import type { SearchKind } from '@/components/search/searchHits';

export interface SearchInputLabels {
  placeholder: string;
  listLabel: string;
  /** "{count} suggestions" */
  suggestions: CountLabels;
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
    suggestions: {
      zero: t.raw('suggestionsZero') as string,
      one: t.raw('suggestionsOne') as string,
      other: t.raw('suggestionsOther') as string,
    },
    kinds: { product: t('kindProduct'), category: t('kindCategory'), page: t('kindPage') },
  };
}
