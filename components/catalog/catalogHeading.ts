import type { CatalogFilters } from '@/lib/catalog-filters';
import type { CatalogOfferSet } from '@/lib/catalog-cards';
import { formatIcu } from '@/lib/icu';
import type { CatalogBrowserLabels } from './labels';

interface HeadingInput {
  filters: CatalogFilters;
  /** The page's own title: "Full catalogue", or the category's name. */
  base: string;
  offerSets: Pick<CatalogOfferSet, 'id' | 'title'>[];
  /** How many products are shown; undefined while the catalogue's data loads. */
  count: number | undefined;
  labels: Pick<CatalogBrowserLabels, 'offerHeading' | 'saleAllHeading' | 'typeTitles'>;
  locale: string;
}

/** The live offer the filters narrow to (?sale= or ?package=), if any. */
export function chosenOfferSet<T extends Pick<CatalogOfferSet, 'id'>>(
  filters: CatalogFilters,
  offerSets: readonly T[],
): T | null {
  const offerId = filters.package ?? filters.sale;
  return offerSets.find((set) => set.id === offerId) ?? null;
}

/** The title with its heading (`base`) replaced, keeping the site name and template. */
export function headingDocumentTitle(pageTitle: string, base: string, heading: string): string {
  if (heading === base) return pageTitle;
  return pageTitle.includes(base) ? pageTitle.replace(base, heading) : `${heading} | ${pageTitle}`;
}

/** A sale or bundle with its count, else the chosen type, else the page's own title. */
export function catalogHeading({ filters, base, offerSets, count, labels, locale }: HeadingInput) {
  const offerId = filters.package ?? filters.sale;
  if (offerId) {
    const title = offerSets.find((set) => set.id === offerId)?.title;
    if (offerId === 'all')
      return count === undefined ? base : formatIcu(labels.saleAllHeading, { count }, locale);
    if (title)
      return count === undefined ? title : formatIcu(labels.offerHeading, { title, count }, locale);
  }
  // One type ticked names the page; two or more keep its own title.
  const types = filters.chosen.type ?? [];
  const type = types.length === 1 ? types[0] : undefined;
  return (type && labels.typeTitles[type]) || base;
}
