import fc from 'fast-check';
import {
  hasPriceRange,
  inPriceRange,
  lariSpan,
  maxPriceFilter,
  noPriceRange,
  priceBound,
  priceRange,
} from '@/lib/catalog-price-range';

const lari = (amount: number) => ({ priceValue: { amount, currency: 'GEL' as const } });
const euro = (amount: number) => ({ priceValue: { amount, currency: 'EUR' as const } });

describe('price range', () => {
  it('reads whole lari only; anything else is no bound', () => {
    expect(priceBound('1200')).toBe(1200);
    expect(priceBound('0')).toBe(0);
    expect(priceBound(String(maxPriceFilter))).toBe(maxPriceFilter);
    for (const bad of [null, '', '-5', '1.5', '1e3', ' 12', '12a', '1234567890', '١٢'])
      expect(priceBound(bad)).toBeNull();
  });

  it('swaps ends given the wrong way round', () => {
    expect(priceRange(900, 100)).toEqual({ min: 100, max: 900 });
    expect(priceRange(null, 100)).toEqual({ min: null, max: 100 });
  });

  it('without a bound every product is in; with one, only lari prices within it', () => {
    expect(hasPriceRange(noPriceRange)).toBe(false);
    expect(inPriceRange({}, noPriceRange)).toBe(true);
    expect(inPriceRange(euro(5), noPriceRange)).toBe(true);
    const range = priceRange(100, 1000);
    expect(inPriceRange(lari(100), range)).toBe(true);
    expect(inPriceRange(lari(1000), range)).toBe(true);
    expect(inPriceRange(lari(1001), range)).toBe(false);
    // Without a lari price a product cannot be compared: listed unless told to leave it out.
    expect(inPriceRange(euro(500), range)).toBe(true);
    expect(inPriceRange({ priceValue: null }, priceRange(0, null))).toBe(true);
    expect(inPriceRange(euro(500), range, false)).toBe(false);
    expect(inPriceRange({ priceValue: null }, priceRange(0, null), false)).toBe(false);
    expect(inPriceRange(lari(1001), range, true)).toBe(false);
  });

  it('spans the lari prices only', () => {
    expect(lariSpan([lari(95), euro(5), {}, lari(8900)])).toEqual({ min: 95, max: 8900 });
    expect(lariSpan([euro(5), {}])).toBeNull();
  });

  it('for any two bounds, min is never above max and the order given does not matter', () => {
    const bound = fc.option(fc.integer({ min: 0, max: maxPriceFilter }));
    fc.assert(
      fc.property(bound, bound, (a, b) => {
        const range = priceRange(a, b);
        if (range.min !== null && range.max !== null)
          expect(range.min).toBeLessThanOrEqual(range.max);
        if (a !== null && b !== null) expect(priceRange(b, a)).toEqual(range);
      }),
    );
  });
});
