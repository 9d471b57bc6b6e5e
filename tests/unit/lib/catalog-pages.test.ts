import {
  catalogPagePath,
  extraPages,
  pageCount,
  pageItems,
  pagerItems,
  parsePage,
} from '@/lib/catalog-pages';
import { catalogPageRoutes, sitePaths } from '@/lib/site-routes';

const items = Array.from({ length: 30 }, (_, i) => i + 1);

describe('catalogue pages', () => {
  it('splits a list into pages of 12, the last one partial', () => {
    expect(pageCount(30)).toBe(3);
    expect(pageItems(items, 1)).toEqual(items.slice(0, 12));
    expect(pageItems(items, 3)).toEqual([25, 26, 27, 28, 29, 30]);
    expect(pageItems(items, 4)).toEqual([]);
    expect(pageItems(items, 0)).toEqual([]);
    expect(extraPages(30)).toEqual([2, 3]);
    expect(extraPages(12)).toEqual([]);
    expect(pageCount(0)).toBe(1);
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

  it('names page 1 by its plain URL and later pages by number', () => {
    expect(catalogPagePath(undefined)).toBe('/catalog');
    expect(catalogPagePath('office', 1)).toBe('/catalog/office');
    expect(catalogPagePath('office', 2)).toBe('/catalog/office/page/2');
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

describe('catalogue page routes', () => {
  const product = (id: string, categories: string[]) => ({ id, categories });
  it('exports the extra pages of the full catalogue and of each long category', () => {
    const source = {
      categories: [{ slug: 'office' }, { slug: 'industrial' }],
      products: [
        ...Array.from({ length: 13 }, (_, i) => product(`o${i}`, ['office'])),
        ...Array.from({ length: 12 }, (_, i) => product(`i${i}`, ['industrial'])),
      ],
    };
    expect(catalogPageRoutes(source)).toEqual([
      { category: undefined, page: 2 },
      { category: undefined, page: 3 },
      { category: 'office', page: 2 },
    ]);
    const paths = sitePaths({ ...source, serviceTopics: [], newsItems: [] });
    expect(paths).toEqual(expect.arrayContaining(['/catalog/page/2', '/catalog/office/page/2']));
    expect(paths).not.toContain('/catalog/industrial/page/2');
  });

  it('keeps one page per paged route for a tiny catalogue, so the static export still builds', () => {
    const source = { categories: [{ slug: 'office' }], products: [product('a', ['office'])] };
    expect(catalogPageRoutes(source)).toEqual([
      { category: undefined, page: 1 },
      { category: 'office', page: 1 },
    ]);
  });
});
