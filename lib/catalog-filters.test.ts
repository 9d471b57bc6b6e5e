import fc from 'fast-check';
import {
  defaultFilters,
  facetCounts,
  filterProducts,
  isDefaultFilters,
  isUnfiltered,
  parseFilters,
  onRequestCount,
  priceSpan,
  serializeFilters,
  withChoice,
  withToggled,
  type FacetSpec,
  type FilterableProduct,
  type OfferSet,
} from '@/lib/catalog-filters';
import { sortKeys } from '@/lib/catalog-sort';

const facets: FacetSpec[] = [
  { id: 'type', options: [{ value: 'multifunction' }, { value: 'printer' }] },
  { id: 'speed', options: [{ value: '30' }, { value: '45' }, { value: '80' }] },
  { id: 'format', options: [{ value: 'A4' }, { value: 'A3' }, { value: 'A3+' }] },
  { id: 'compatibility', options: [{ value: 'c3030' }, { value: 'c3045' }] },
];
const products: FilterableProduct[] = [
  { id: 'c30', facets: { type: ['multifunction'], speed: ['30'], format: ['A3'] } },
  { id: 'c45', facets: { type: ['multifunction'], speed: ['45'], format: ['A3'] } },
  { id: 'p45', facets: { type: ['printer'], speed: ['45'], format: ['A4'] } },
  { id: 'p80', facets: { type: ['printer'], speed: ['80'], format: ['A3+'] } },
  { id: 'toner', facets: { type: ['supply'], compatibility: ['c3030', 'c3045'] } },
];
const offers: OfferSet[] = [
  { id: 'spring-sale', kind: 'sale', productIds: ['c30', 'p45'] },
  { id: 'summer-kit', kind: 'sale', productIds: ['toner'] },
  { id: 'starter-bundle', kind: 'package', productIds: ['c45', 'p45'] },
];
const ids = (list: { id: string }[]) => list.map((p) => p.id);
/** One option per facet as a string, several as a list. */
const choose = (chosen: Record<string, string | string[]>) => ({
  ...defaultFilters,
  chosen: Object.fromEntries(
    Object.entries(chosen).map(([facet, value]) => [
      facet,
      typeof value === 'string' ? [value] : value,
    ]),
  ),
});

describe('parseFilters and serializeFilters', () => {
  it('reads a shared filter URL and writes it back in the panel order', () => {
    const filters = parseFilters('?format=A3&speed=45&type=multifunction', facets, offers);
    expect(filters).toEqual(choose({ type: 'multifunction', speed: '45', format: 'A3' }));
    expect(serializeFilters(filters, facets)).toBe('?type=multifunction&speed=45&format=A3');
  });

  it('ignores unknown parameters and unknown, hostile or oversized values', () => {
    const hostile = parseFilters(
      `?speed=abc&format=%3Cscript%3E&type=%00&sale=${'x'.repeat(10_000)}&package=nope&zzz=1&compatibility=${'c'.repeat(10_000)}`,
      facets,
      offers,
    );
    expect(hostile).toEqual(defaultFilters);
    expect(serializeFilters(hostile, facets)).toBe('');
    expect(isDefaultFilters(hostile)).toBe(true);
  });

  it('reads only the facets the page has', () => {
    // A category without a format facet: ?format= from another page is left alone.
    const typeOnly = facets.slice(0, 1);
    expect(parseFilters('?type=printer&format=A3', typeOnly, offers)).toEqual(
      choose({ type: 'printer' }),
    );
  });

  it('accepts known sale and package ids only, and sale=all', () => {
    expect(parseFilters('?sale=spring-sale', facets, offers).sale).toBe('spring-sale');
    expect(parseFilters('?sale=starter-bundle', facets, offers).sale).toBeNull(); // a bundle
    expect(parseFilters('?package=starter-bundle', facets, offers).package).toBe('starter-bundle');
    expect(parseFilters('?sale=all', facets, offers).sale).toBe('all');
    expect(serializeFilters({ ...defaultFilters, sale: 'spring-sale' }, facets)).toBe(
      '?sale=spring-sale',
    );
  });

  it('sets and clears one facet without touching the others', () => {
    const both = withChoice(withChoice(defaultFilters, 'speed', '45'), 'type', 'printer');
    expect(serializeFilters(both, facets)).toBe('?type=printer&speed=45');
    expect(withChoice(both, 'speed', null)).toEqual(choose({ type: 'printer' }));
    expect(defaultFilters.chosen).toEqual({}); // never mutated
  });
});

describe('several options of one facet', () => {
  it('are read repeated or comma-joined, and written repeated in the options’ order', () => {
    const filters = parseFilters('?format=A3&format=A4&type=printer,multifunction', facets, offers);
    expect(filters).toEqual(choose({ type: ['multifunction', 'printer'], format: ['A4', 'A3'] }));
    expect(serializeFilters(filters, facets)).toBe(
      '?type=multifunction&type=printer&format=A4&format=A3',
    );
  });

  it('match a product with any of them (OR), and the other facets still with AND', () => {
    expect(ids(filterProducts(products, choose({ format: ['A4', 'A3+'] }), offers))).toEqual([
      'p45',
      'p80',
    ]);
    expect(
      ids(filterProducts(products, choose({ format: ['A4', 'A3'], speed: '45' }), offers)),
    ).toEqual(['c45', 'p45']);
  });

  it('are ticked and unticked one by one; the last unticked clears the facet', () => {
    const one = withToggled(defaultFilters, 'format', 'A3', true);
    const two = withToggled(one, 'format', 'A4', true);
    expect(two).toEqual(choose({ format: ['A3', 'A4'] }));
    expect(withToggled(two, 'format', 'A4', true)).toEqual(two);
    expect(withToggled(two, 'format', 'A3', false)).toEqual(choose({ format: 'A4' }));
    expect(withToggled(one, 'format', 'A3', false)).toEqual(defaultFilters);
  });

  it('count each option as if it were the facet’s only choice with the other facets', () => {
    const counts = facetCounts(products, choose({ format: ['A4', 'A3'] }), facets, offers);
    expect(counts.format).toEqual({ all: 5, options: { A4: 1, A3: 2, 'A3+': 1 } });
    expect(counts.type).toEqual({ all: 3, options: { multifunction: 2, printer: 1 } });
  });
});

describe('filterProducts', () => {
  it('combines filters with AND', () => {
    expect(ids(filterProducts(products, choose({ type: 'printer', speed: '45' }), offers))).toEqual(
      ['p45'],
    );
    expect(filterProducts(products, choose({ type: 'printer', format: 'A3' }), offers)).toEqual([]);
  });

  it('matches any item of a list value (one supply fits several devices)', () => {
    expect(ids(filterProducts(products, choose({ compatibility: 'c3045' }), offers))).toEqual([
      'toner',
    ]);
  });

  it('keeps everything, in order, with no filter', () => {
    expect(ids(filterProducts(products, defaultFilters, offers))).toEqual(ids(products));
  });

  it('narrows to a sale, every live sale, or a bundle', () => {
    expect(
      ids(filterProducts(products, { ...defaultFilters, sale: 'spring-sale' }, offers)),
    ).toEqual(['c30', 'p45']);
    expect(ids(filterProducts(products, { ...defaultFilters, sale: 'all' }, offers))).toEqual([
      'c30',
      'p45',
      'toner',
    ]);
    const bundle = { ...choose({ type: 'printer' }), package: 'starter-bundle' };
    expect(ids(filterProducts(products, bundle, offers))).toEqual(['p45']);
  });
});

describe('facetCounts', () => {
  it('counts what each option would leave, given the other filters', () => {
    const counts = facetCounts(products, choose({ type: 'printer' }), facets, offers);
    // The type facet ignores its own choice, so its options stay comparable.
    expect(counts.type).toEqual({ all: 5, options: { multifunction: 2, printer: 2 } });
    expect(counts.speed).toEqual({ all: 2, options: { '30': 0, '45': 1, '80': 1 } });
    expect(counts.format).toEqual({ all: 2, options: { A4: 1, A3: 0, 'A3+': 1 } });
    expect(counts.compatibility).toEqual({ all: 2, options: { c3030: 0, c3045: 0 } });
  });

  it('applies a sale before counting', () => {
    const counts = facetCounts(
      products,
      { ...defaultFilters, sale: 'spring-sale' },
      facets,
      offers,
    );
    expect(counts.type).toEqual({ all: 2, options: { multifunction: 1, printer: 1 } });
  });
});

/** Property-based tests of the filter query (issue 29): any string, only known choices. */
describe('parseFilters, for any query', () => {
  const known = facets.flatMap((facet) =>
    facet.options.map((option) => `${facet.id}=${encodeURIComponent(option.value)}`),
  );
  const query = fc.oneof(
    fc.string({ maxLength: 300 }),
    fc
      .array(
        fc.oneof(
          fc.constantFrom(
            ...known,
            'sale=all',
            'sale=spring-sale',
            'package=starter-bundle',
            ...sortKeys.map((key) => `sort=${key}`),
            'sort=cheapest',
          ),
          fc
            .tuple(
              fc.constantFrom('priceMin', 'priceMax'),
              fc.oneof(fc.nat().map(String), fc.string({ maxLength: 12 })),
            )
            .map(([key, value]) => `${key}=${encodeURIComponent(value)}`),
          fc
            .tuple(fc.string({ maxLength: 20 }), fc.string({ maxLength: 120 }))
            .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`),
        ),
        { maxLength: 12 },
      )
      .map((pairs) => `?${pairs.join('&')}`),
  );

  it('never throws and keeps only options the page offers', () => {
    fc.assert(
      fc.property(query, (text) => {
        const filters = parseFilters(text, facets, offers);
        for (const [facet, values] of Object.entries(filters.chosen))
          for (const value of values)
            expect(facets.find((f) => f.id === facet)?.options.some((o) => o.value === value)).toBe(
              true,
            );
        expect(
          filters.sale === null ||
            filters.sale === 'all' ||
            offers.some((o) => o.kind === 'sale' && o.id === filters.sale),
        ).toBe(true);
        expect(
          filters.package === null ||
            offers.some((o) => o.kind === 'package' && o.id === filters.package),
        ).toBe(true);
        expect(sortKeys).toContain(filters.sort);
        const { min, max } = filters.price;
        for (const bound of [min, max])
          expect(bound === null || (Number.isInteger(bound) && bound >= 0)).toBe(true);
        if (min !== null && max !== null) expect(min).toBeLessThanOrEqual(max);
        // What it read, written back and read again, is the same state.
        expect(parseFilters(serializeFilters(filters, facets), facets, offers)).toEqual(filters);
      }),
    );
  });
});

describe('sort and price in the query', () => {
  it('reads and writes the sort; the dealer’s order is left out of the URL', () => {
    const sorted = parseFilters('?sort=price&type=printer', facets, offers);
    expect(sorted.sort).toBe('price');
    expect(serializeFilters(sorted, facets)).toBe('?type=printer&sort=price');
    expect(parseFilters('?sort=relevance', facets, offers).sort).toBe('relevance');
    expect(serializeFilters(parseFilters('?sort=relevance', facets, offers), facets)).toBe('');
    expect(parseFilters('?sort=NAME', facets, offers).sort).toBe('relevance');
  });

  it('a sort alone is not the pre-rendered view but narrows nothing', () => {
    const sorted = { ...defaultFilters, sort: 'name' as const };
    expect(isDefaultFilters(sorted)).toBe(false);
    expect(isUnfiltered(sorted)).toBe(true);
  });

  it('reads a price range in whole lari, the ends in order', () => {
    const filters = parseFilters('?priceMax=100&priceMin=9000', facets, offers);
    expect(filters.price).toEqual({ min: 100, max: 9000 });
    expect(serializeFilters(filters, facets)).toBe('?priceMin=100&priceMax=9000');
    expect(parseFilters('?priceMin=-1&priceMax=1.5', facets, offers).price).toEqual({
      min: null,
      max: null,
    });
  });

  const priced: FilterableProduct[] = [
    { ...products[0]!, priceValue: { amount: 8900, currency: 'GEL' } },
    { ...products[1]!, priceValue: { amount: 900, currency: 'EUR' } },
    { ...products[2]!, priceValue: { amount: 95, currency: 'GEL' } },
    ...products.slice(3),
  ];

  it('a price range keeps the products without a lari price unless told to hide them', () => {
    const upTo = { ...defaultFilters, price: { min: null, max: 1000 } };
    const unpriced = ids(priced.filter((p) => p.priceValue?.currency !== 'GEL'));
    expect(ids(filterProducts(priced, upTo, offers))).toEqual(
      ids(priced).filter((id) => id === 'p45' || unpriced.includes(id)),
    );
    expect(onRequestCount(priced, upTo, offers)).toBe(unpriced.length);
    const hiding = { ...upTo, hideOnRequest: true };
    expect(ids(filterProducts(priced, hiding, offers))).toEqual(['p45']);
    expect(ids(filterProducts(priced, defaultFilters, offers))).toEqual(ids(priced));
    // Counts follow the price too.
    expect(facetCounts(priced, hiding, facets, offers).type!.options).toEqual({
      multifunction: 0,
      printer: 1,
    });
  });

  it('reads and writes ?onRequest=hide, only with a price range', () => {
    const hiding = parseFilters('?priceMax=1000&onRequest=hide', facets, offers);
    expect(hiding.hideOnRequest).toBe(true);
    expect(serializeFilters(hiding, facets)).toBe('?priceMax=1000&onRequest=hide');
    expect(parseFilters('?onRequest=hide', facets, offers).hideOnRequest).toBeUndefined();
    expect(
      parseFilters('?priceMax=9&onRequest=show', facets, offers).hideOnRequest,
    ).toBeUndefined();
    expect(serializeFilters({ ...defaultFilters, hideOnRequest: true }, facets)).toBe('');
  });

  it('the price span covers the lari prices the other filters leave', () => {
    expect(priceSpan(priced, defaultFilters, offers)).toEqual({ min: 95, max: 8900 });
    expect(priceSpan(priced, choose({ type: 'multifunction' }), offers)).toEqual({
      min: 8900,
      max: 8900,
    });
    expect(priceSpan(priced, choose({ type: 'printer', speed: '80' }), offers)).toBeNull();
    // The price's own range does not narrow its span.
    const narrow = { ...defaultFilters, price: { min: 9000, max: null } };
    expect(priceSpan(priced, narrow, offers)).toEqual({ min: 95, max: 8900 });
  });
});
