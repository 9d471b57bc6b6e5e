/** Whole lari. Unpriced or euro products (no rate) stay listed unless ?onRequest=hide. */
import type { PriceValue } from './catalog-sort';

/** A price range in lari, each end optional; min is never above max. */
export interface PriceRange {
  min: number | null;
  max: number | null;
}

export const noPriceRange: PriceRange = { min: null, max: null };

/** The largest price the filter takes: more digits are not a price the dealer would list. */
export const maxPriceFilter = 999_999_999;

/** "1200" → 1200; anything but whole lari up to maxPriceFilter is no bound. */
export function priceBound(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  return Number(value);
}

/** A range from two bounds, swapped when the higher came first. */
export function priceRange(min: number | null, max: number | null): PriceRange {
  return min !== null && max !== null && min > max ? { min: max, max: min } : { min, max };
}

export function hasPriceRange(range: PriceRange): boolean {
  return range.min !== null || range.max !== null;
}

/** A product without a lari price is in it when `includeOnRequest` (the default). */
export function inPriceRange(
  product: { priceValue?: PriceValue | null },
  range: PriceRange,
  includeOnRequest = true,
): boolean {
  if (!hasPriceRange(range)) return true;
  const price = product.priceValue;
  if (!price || price.currency !== 'GEL') return includeOnRequest;
  return (
    (range.min === null || price.amount >= range.min) &&
    (range.max === null || price.amount <= range.max)
  );
}

/** The lowest and highest of some lari prices. */
export interface PriceSpan {
  min: number;
  max: number;
}

/** The span of the lari prices among `products`, or null when none states one. */
export function lariSpan(
  products: readonly { priceValue?: PriceValue | null }[],
): PriceSpan | null {
  const amounts = products.flatMap((product) =>
    product.priceValue?.currency === 'GEL' ? [product.priceValue.amount] : [],
  );
  return amounts.length ? { min: Math.min(...amounts), max: Math.max(...amounts) } : null;
}
