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
