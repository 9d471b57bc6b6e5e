import fc from 'fast-check';
import { isSortKey, sortKeys, sortProducts, type SortableProduct } from '@/lib/catalog-sort';

type Item = SortableProduct & { id: string };
// In the dealer's order; names and prices chosen so each sort gives a different list.
const items: Item[] = [
  { id: 'mfp-80', name: 'MFP 80', priceValue: null, isNew: false },
  { id: 'mfp-9', name: 'MFP 9', priceValue: { amount: 900, currency: 'EUR' }, isNew: true },
  { id: 'cutter', name: 'cutter', priceValue: { amount: 12_500, currency: 'GEL' }, isNew: false },
  { id: 'toner', name: 'Toner', priceValue: { amount: 95, currency: 'GEL' }, isNew: true },
  { id: 'press', name: 'Press', isNew: false },
];
const ids = (list: Item[]) => list.map((item) => item.id);

describe('sortProducts', () => {
  it('relevance keeps the dealer’s order', () => {
    expect(ids(sortProducts(items, 'relevance', 'en'))).toEqual(ids(items));
  });

  it('name: alphabetical whatever the case, numbers by value (MFP 9 before MFP 80)', () => {
    expect(ids(sortProducts(items, 'name', 'en'))).toEqual([
      'cutter',
      'mfp-9',
      'mfp-80',
      'press',
      'toner',
    ]);
  });

  it('price: lari lowest first, then euro, then no price in the dealer’s order', () => {
    expect(ids(sortProducts(items, 'price', 'en'))).toEqual([
      'toner',
      'cutter',
      'mfp-9',
      'mfp-80',
      'press',
    ]);
  });

  it('new: what the dealer tagged new first, each group in the dealer’s order', () => {
    expect(ids(sortProducts(items, 'new', 'en'))).toEqual([
      'mfp-9',
      'toner',
      'mfp-80',
      'cutter',
      'press',
    ]);
  });

  it('names sort the page language’s way (Georgian alphabet order)', () => {
    const georgian = ['ტონერი', 'ასლგადამღები', 'პრინტერი'].map((name, index) => ({
      id: String(index),
      name,
    }));
    expect(sortProducts(georgian, 'name', 'ka').map((item) => item.name)).toEqual([
      'ასლგადამღები',
      'პრინტერი',
      'ტონერი',
    ]);
  });

  it('never loses, adds or changes a product, and leaves its input alone', () => {
    const item = fc.record({
      id: fc.string(),
      name: fc.string(),
      isNew: fc.boolean(),
      priceValue: fc.option(
        fc.record({
          amount: fc.integer({ min: 1, max: 1e9 }),
          currency: fc.constantFrom('GEL' as const, 'EUR' as const),
        }),
      ),
    });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 30 }), fc.constantFrom(...sortKeys), (list, sort) => {
        const copy = [...list];
        const sorted = sortProducts(list, sort, 'en');
        expect(list).toEqual(copy);
        expect([...sorted].sort((a, b) => list.indexOf(a) - list.indexOf(b))).toEqual(list);
        if (sort === 'price') {
          const firstUnpriced = sorted.findIndex((p) => !p.priceValue);
          if (firstUnpriced >= 0)
            expect(sorted.slice(firstUnpriced).every((p) => !p.priceValue)).toBe(true);
        }
      }),
    );
  });
});

describe('isSortKey', () => {
  it('accepts the four orders only', () => {
    expect(sortKeys.every(isSortKey)).toBe(true);
    for (const other of ['', 'Name', 'price ', 'order', null, 1])
      expect(isSortKey(other)).toBe(false);
  });
});
