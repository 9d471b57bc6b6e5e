import { catalogPageSize } from '@/content/site-routes';
import { pageItems, pagerItems, parsePage } from '@/lib/catalog-pages';

const size = catalogPageSize;
/** Two full pages and six items. */
const items = Array.from({ length: 2 * size + 6 }, (_, i) => i + 1);

describe('catalogue pages', () => {
  it('splits a list into pages of the page size, the last one partial', () => {
    expect(pageItems(items, 1)).toEqual(items.slice(0, size));
    expect(pageItems(items, 2)[0]).toBe(size + 1);
    expect(pageItems(items, 3)).toEqual([1, 2, 3, 4, 5, 6].map((n) => 2 * size + n));
    expect(pageItems([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
    expect(pageItems(items, 4)).toEqual([]);
    expect(pageItems(items, 0)).toEqual([]);
  });

  it('pager: every page while there are few, then a fixed window with gaps', () => {
    expect(pagerItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerItems(3, 1)).toEqual([1]);
    expect(pagerItems(1, 417)).toEqual([1, 2, 3, 'gap', 417]);
    expect(pagerItems(200, 417)).toEqual([1, 'gap', 198, 199, 200, 201, 202, 'gap', 417]);
    expect(pagerItems(417, 417)).toEqual([1, 'gap', 415, 416, 417]);
    // A gap of a single page shows the page.
    expect(pagerItems(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // The same size at 50 pages as at 5,000.
    expect(pagerItems(25, 50)).toHaveLength(pagerItems(2500, 5000).length);
  });

  it('reads only plain page numbers', () => {
    expect(parsePage('2')).toBe(2);
    expect(['0', '02', 'x', '-1', '1e3', ''].map(parsePage)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
