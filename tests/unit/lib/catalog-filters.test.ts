import {
  defaultFilters,
  facetCounts,
  filterProducts,
  isDefaultFilters,
  parseFilters,
  serializeFilters,
  type OfferSet,
} from '@/lib/catalog-filters';

const products = [
  { id: 'c30', type: 'multifunction', speedPpm: 30, format: 'A3' },
  { id: 'c45', type: 'multifunction', speedPpm: 45, format: 'A3' },
  { id: 'p45', type: 'printer', speedPpm: 45, format: 'A4' },
  { id: 'p80', type: 'printer', speedPpm: 80, format: 'A3+' },
  { id: 'uv', type: 'uv-printer', format: '600x900 mm' },
];
const offers: OfferSet[] = [
  { id: 'spring-sale', kind: 'sale', productIds: ['c30', 'p45'] },
  { id: 'summer-kit', kind: 'sale', productIds: ['uv'] },
  { id: 'starter-bundle', kind: 'package', productIds: ['c45', 'p45'] },
];
const ids = (list: { id: string }[]) => list.map((p) => p.id);

describe('parseFilters and serializeFilters', () => {
  it('reads a shared filter URL and writes it back in a fixed order', () => {
    const filters = parseFilters('?format=A3&speed=45&type=multifunction', offers);
    expect(filters).toEqual({
      ...defaultFilters,
      type: 'multifunction',
      speed: '45',
      format: 'A3',
    });
    expect(serializeFilters(filters)).toBe('?type=multifunction&speed=45&format=A3');
  });

  it('falls back to "all" for unknown, hostile or oversized values', () => {
    const hostile = parseFilters(
      `?speed=abc&format=%3Cscript%3E&type=%00&sale=${'x'.repeat(10_000)}&package=nope&zzz=1`,
      offers,
    );
    expect(hostile).toEqual(defaultFilters);
    expect(serializeFilters(hostile)).toBe('');
    expect(isDefaultFilters(hostile)).toBe(true);
  });

  it('accepts known sale and package ids only, and sale=all', () => {
    expect(parseFilters('?sale=spring-sale', offers).sale).toBe('spring-sale');
    expect(parseFilters('?sale=starter-bundle', offers).sale).toBeNull(); // a bundle is not a sale
    expect(parseFilters('?package=starter-bundle', offers).package).toBe('starter-bundle');
    expect(parseFilters('?sale=all', offers).sale).toBe('all');
    expect(serializeFilters({ ...defaultFilters, sale: 'spring-sale' })).toBe('?sale=spring-sale');
  });
});

describe('filterProducts', () => {
  it('combines filters with AND', () => {
    const both = { ...defaultFilters, type: 'printer' as const, speed: '45' as const };
    expect(ids(filterProducts(products, both, offers))).toEqual(['p45']);
    const none = { ...defaultFilters, type: 'printer' as const, format: 'A3' as const };
    expect(filterProducts(products, none, offers)).toEqual([]);
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
      'uv',
    ]);
    const bundle = { ...defaultFilters, package: 'starter-bundle', type: 'printer' as const };
    expect(ids(filterProducts(products, bundle, offers))).toEqual(['p45']);
  });
});

describe('facetCounts', () => {
  it('counts what each option would leave, given the other filters', () => {
    const counts = facetCounts(products, { ...defaultFilters, type: 'printer' }, offers);
    // The type facet ignores its own choice, so its options stay comparable.
    expect(counts.type).toEqual({ all: 5, multifunction: 2, printer: 2 });
    expect(counts.speed).toEqual({ all: 2, '30': 0, '45': 1, '80': 1 });
    expect(counts.format).toEqual({ all: 2, A3: 0, 'A3+': 1, A4: 1 });
  });
});
