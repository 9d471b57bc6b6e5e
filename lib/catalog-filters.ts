/**
 * Catalogue filters: the state lives in the URL query (?type=printer&speed=45&format=A3), so a
 * filtered view can be shared, reloaded and walked back. Pure functions, no React.
 */
export const typeOptions = ['all', 'multifunction', 'printer'] as const;
export const speedOptions = ['all', '30', '45', '80'] as const;
export const formatOptions = ['all', 'A3', 'A3+', 'A4'] as const;

export type TypeOption = (typeof typeOptions)[number];
export type SpeedOption = (typeof speedOptions)[number];
export type FormatOption = (typeof formatOptions)[number];
export type FacetName = 'type' | 'speed' | 'format';

export interface CatalogFilters {
  type: TypeOption;
  speed: SpeedOption;
  format: FormatOption;
  /** An offer id from ?sale= (or "all" for every live sale), null when absent or unknown. */
  sale: string | null;
  /** A bundle offer id from ?package=, null when absent or unknown. */
  package: string | null;
}

export const defaultFilters: CatalogFilters = {
  type: 'all',
  speed: 'all',
  format: 'all',
  sale: null,
  package: null,
};

/** What the filters look at; the catalogue JSON and the pre-rendered cards both carry it. */
export interface FilterableProduct {
  id: string;
  type: string;
  speedPpm?: number;
  format: string;
}

/** Offers that narrow the catalogue through ?sale= or ?package=. */
export interface OfferSet {
  id: string;
  kind: 'sale' | 'package';
  productIds: string[];
}

const maxValueLength = 100;

function pick<T extends string>(options: readonly T[], value: string | null): T {
  return options.find((option) => option === value) ?? options[0]!;
}

/** Reads the query; anything unknown, hostile or oversized falls back to "all". */
export function parseFilters(search: string, offerSets: OfferSet[]): CatalogFilters {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return defaultFilters;
  }
  const offerId = (key: 'sale' | 'package') => {
    const value = params.get(key);
    if (value === null || value.length > maxValueLength) return null;
    if (key === 'sale' && value === 'all') return 'all';
    return offerSets.some((set) => set.kind === key && set.id === value) ? value : null;
  };
  return {
    type: pick(typeOptions, params.get('type')),
    speed: pick(speedOptions, params.get('speed')),
    format: pick(formatOptions, params.get('format')),
    sale: offerId('sale'),
    package: offerId('package'),
  };
}

/** The query for a filter state, in a fixed order, defaults omitted ("" when all default). */
export function serializeFilters(filters: CatalogFilters): string {
  const params = new URLSearchParams();
  if (filters.type !== 'all') params.set('type', filters.type);
  if (filters.speed !== 'all') params.set('speed', filters.speed);
  if (filters.format !== 'all') params.set('format', filters.format);
  if (filters.sale) params.set('sale', filters.sale);
  if (filters.package) params.set('package', filters.package);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function isDefaultFilters(filters: CatalogFilters): boolean {
  return serializeFilters(filters) === '';
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

function matchesFacet(product: FilterableProduct, facet: FacetName, value: string): boolean {
  if (value === 'all') return true;
  if (facet === 'type') return product.type === value;
  if (facet === 'speed') return String(product.speedPpm ?? '') === value;
  return product.format === value;
}

function matches(
  product: FilterableProduct,
  filters: CatalogFilters,
  allowed: Set<string> | null,
  skip?: FacetName,
): boolean {
  if (allowed && !allowed.has(product.id)) return false;
  return (['type', 'speed', 'format'] as const).every(
    (facet) => facet === skip || matchesFacet(product, facet, filters[facet]),
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

export type FacetCounts = {
  type: Record<TypeOption, number>;
  speed: Record<SpeedOption, number>;
  format: Record<FormatOption, number>;
};

/** For every option, how many products would be left if it were chosen with the other filters. */
export function facetCounts(
  products: FilterableProduct[],
  filters: CatalogFilters,
  offerSets: OfferSet[],
): FacetCounts {
  const allowed = allowedIds(filters, offerSets);
  const count = <T extends string>(facet: FacetName, options: readonly T[]) => {
    const pool = products.filter((product) => matches(product, filters, allowed, facet));
    return Object.fromEntries(
      options.map((option) => [
        option,
        pool.filter((product) => matchesFacet(product, facet, option)).length,
      ]),
    ) as Record<T, number>;
  };
  return {
    type: count('type', typeOptions),
    speed: count('speed', speedOptions),
    format: count('format', formatOptions),
  };
}
