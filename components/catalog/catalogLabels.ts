import type { CountLabels } from '@/lib/plural-label';

/** The filter island's text, translated on the server and passed as plain props. */
export interface CatalogBrowserLabels {
  filtersHeading: string;
  showFilters: string;
  hideFilters: string;
  all: string;
  count: CountLabels;
  loading: string;
  loadError: string;
  resetFilters: string;
  emptyHint: string;
  /** "Show {count} more" */
  showMore: string;
  activeFilters: string;
  /** "On sale: {title}" */
  saleChip: string;
  saleAllChip: string;
  /** "Bundle: {title}" */
  packageChip: string;
  /** "Remove filter: {label}" */
  removeChip: string;
}
