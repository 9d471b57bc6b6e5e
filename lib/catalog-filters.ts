/** The state lives in the URL query, so a filtered view can be shared, reloaded and walked back. */
import { isEntryId } from '@/content/fields/entry-id';
import { defaultSort, isSortKey, type PriceValue, type SortKey } from './catalog-sort';
import {
  hasPriceRange,
  inPriceRange,
  lariSpan,
  noPriceRange,
  priceBound,
  priceRange,
  type PriceRange,
  type PriceSpan,
} from './catalog-price-range';

/** One choice of a filter: the value the URL carries and what the panel says. */
export interface FacetOption {
  value: string;
  label: string;
}

/** A filter of a catalogue page: its URL parameter (`id`), its heading and its options. */
export interface Facet {
  id: string;
  legend: string;
  options: FacetOption[];
}

/** What parsing needs of a facet: its parameter and the values it accepts. */
export type FacetSpec = Pick<Facet, 'id'> & { options: Pick<FacetOption, 'value'>[] };

export interface CatalogFilters {
  /** OR within a facet, AND across facets; a facet left out shows all. */
  chosen: Record<string, string[]>;
  /** An offer id from ?sale= (or "all" for every live sale), null when absent or unknown. */
  sale: string | null;
  /** A bundle offer id from ?package=, null when absent or unknown. */
  package: string | null;
  /** ?sort=; the dealer's order ("relevance") when absent or unknown. */
  sort: SortKey;
  /** ?priceMin= and ?priceMax=, whole lari; null when not set. */
  price: PriceRange;
  /** ?onRequest=hide, only with a range: by default unpriced products stay (a range can't tell). */
  hideOnRequest?: boolean;
}

export const defaultFilters: CatalogFilters = {
  chosen: {},
  sale: null,
  package: null,
  sort: defaultSort,
  price: noPriceRange,
};

/** What the filters look at: the product's option values per facet (the catalogue JSON). */
export interface FilterableProduct {
  id: string;
  facets: Record<string, string[]>;
  /** The stated price; the price filter reads lari prices only (there is no rate to convert). */
  priceValue?: PriceValue | null;
}

/** Offers that narrow the catalogue through ?sale= or ?package=. */
export interface OfferSet {
  id: string;
  kind: 'sale' | 'package';
  productIds: string[];
}

/** Reads the query; unknown parameters and unknown, hostile or oversized values are ignored. */
export function parseFilters(
  search: string,
  facets: readonly FacetSpec[],
  offerSets: OfferSet[],
): CatalogFilters {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return defaultFilters;
  }
  const chosen: Record<string, string[]> = {};
  for (const facet of facets) {
    // Repeated (?format=A4&format=A3, as a form sends checkboxes) or comma-joined.
    const asked = new Set(params.getAll(facet.id).flatMap((value) => value.split(',')));
    const values = facet.options.map((option) => option.value).filter((value) => asked.has(value));
    if (values.length > 0) chosen[facet.id] = values;
  }
  const offerId = (key: 'sale' | 'package') => {
    const value = params.get(key);
    if (key === 'sale' && value === 'all') return 'all';
    if (!isEntryId(value)) return null;
    return offerSets.some((set) => set.kind === key && set.id === value) ? value : null;
  };
  const sort = params.get('sort');
  const price = priceRange(priceBound(params.get('priceMin')), priceBound(params.get('priceMax')));
  return {
    chosen,
    sale: offerId('sale'),
    package: offerId('package'),
    sort: isSortKey(sort) ? sort : defaultSort,
    price,
    ...(params.get('onRequest') === 'hide' && hasPriceRange(price) && { hideOnRequest: true }),
  };
}

/** The query for a filter state, facets in the panel's order, "" when nothing is chosen. */
export function serializeFilters(filters: CatalogFilters, facets: readonly FacetSpec[]): string {
  const params = new URLSearchParams();
  for (const facet of facets) {
    const values = filters.chosen[facet.id] ?? [];
    // In the options' order, so one choice has one address.
    for (const option of facet.options)
      if (values.includes(option.value)) params.append(facet.id, option.value);
  }
  if (filters.sale) params.set('sale', filters.sale);
  if (filters.package) params.set('package', filters.package);
  if (filters.price.min !== null) params.set('priceMin', String(filters.price.min));
  if (filters.price.max !== null) params.set('priceMax', String(filters.price.max));
  if (hidesOnRequest(filters)) params.set('onRequest', 'hide');
  if (filters.sort !== defaultSort) params.set('sort', filters.sort);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Nothing narrows the list (the sort may still be chosen). */
export function isUnfiltered(filters: CatalogFilters): boolean {
  return (
    Object.keys(filters.chosen).length === 0 &&
    !filters.sale &&
    !filters.package &&
    !hasPriceRange(filters.price)
  );
}

/** The pre-rendered view: nothing narrows the list and it is in the dealer's order. */
export function isDefaultFilters(filters: CatalogFilters): boolean {
  return isUnfiltered(filters) && filters.sort === defaultSort;
}

/** The same filters with one facet set to these options, or back to all (null or none). */
export function withChoice(
  filters: CatalogFilters,
  facet: string,
  values: string | readonly string[] | null,
): CatalogFilters {
  const chosen = Object.fromEntries(Object.entries(filters.chosen).filter(([id]) => id !== facet));
  const list = values === null ? [] : typeof values === 'string' ? [values] : [...values];
  return { ...filters, chosen: list.length === 0 ? chosen : { ...chosen, [facet]: list } };
}

/** The same filters with one option of a facet ticked or unticked, the others kept. */
export function withToggled(
  filters: CatalogFilters,
  facet: string,
  value: string,
  on: boolean,
): CatalogFilters {
  const current = filters.chosen[facet] ?? [];
  const next = on
    ? current.includes(value)
      ? current
      : [...current, value]
    : current.filter((item) => item !== value);
  return withChoice(filters, facet, next);
}

/** The product ids the ?sale= / ?package= choice allows, or null when it allows everything. */
export function allowedIds(filters: CatalogFilters, offerSets: OfferSet[]): Set<string> | null {
  if (!filters.sale && !filters.package) return null;
  const ids = (kind: OfferSet['kind'], id: string) =>
    offerSets
      .filter((set) => set.kind === kind && (id === 'all' || set.id === id))
      .flatMap((set) => set.productIds);
  const sale = filters.sale ? new Set(ids('sale', filters.sale)) : null;
  const bundle = filters.package ? new Set(ids('package', filters.package)) : null;
  if (sale && bundle) return new Set([...sale].filter((id) => bundle.has(id)));
  return sale ?? bundle;
}

/** A price range is set and leaves the products without a lari price out. */
export function hidesOnRequest(filters: CatalogFilters): boolean {
  return filters.hideOnRequest === true && hasPriceRange(filters.price);
}

/** Unpriced products among those the other filters leave. */
export function onRequestCount(
  products: FilterableProduct[],
  filters: CatalogFilters,
  offerSets: OfferSet[],
): number {
  const allowed = allowedIds(filters, offerSets);
  return products.filter(
    (product) =>
      matches(product, filters, allowed, priceFacet) && product.priceValue?.currency !== 'GEL',
  ).length;
}

/** The price filter's name where a facet's would go (counts skip it like a facet). */
const priceFacet = 'price';

const hasValue = (product: FilterableProduct, facet: string, value: string) =>
  product.facets[facet]?.includes(value) ?? false;

function matches(
  product: FilterableProduct,
  filters: CatalogFilters,
  allowed: Set<string> | null,
  skip?: string,
): boolean {
  if (allowed && !allowed.has(product.id)) return false;
  if (skip !== priceFacet && !inPriceRange(product, filters.price, !hidesOnRequest(filters)))
    return false;
  return Object.entries(filters.chosen).every(
    ([facet, values]) => facet === skip || values.some((value) => hasValue(product, facet, value)),
  );
}

/** Products that pass every filter (AND); the route's category is applied before this. */
export function filterProducts<T extends FilterableProduct>(
  products: T[],
  filters: CatalogFilters,
  offerSets: OfferSet[],
): T[] {
  const allowed = allowedIds(filters, offerSets);
  return products.filter((product) => matches(product, filters, allowed));
}

/** Null when none states a price: the price filter shows only otherwise. */
export function priceSpan(
  products: FilterableProduct[],
  filters: CatalogFilters,
  offerSets: OfferSet[],
): PriceSpan | null {
  const allowed = allowedIds(filters, offerSets);
  return lariSpan(products.filter((product) => matches(product, filters, allowed, priceFacet)));
}

/** Per facet: how many products "all" would leave, and each option (by value). */
export type FacetCounts = Record<string, { all: number; options: Record<string, number> }>;

/** For every option, how many products would be left if it were chosen with the other filters. */
export function facetCounts(
  products: FilterableProduct[],
  filters: CatalogFilters,
  facets: readonly FacetSpec[],
  offerSets: OfferSet[],
): FacetCounts {
  const allowed = allowedIds(filters, offerSets);
  return Object.fromEntries(
    facets.map((facet) => {
      const pool = products.filter((product) => matches(product, filters, allowed, facet.id));
      const options = Object.fromEntries(
        facet.options.map((option) => [
          option.value,
          pool.filter((product) => hasValue(product, facet.id, option.value)).length,
        ]),
      );
      return [facet.id, { all: pool.length, options }];
    }),
  );
}
