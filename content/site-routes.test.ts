import {
  catalogPageSize,
  catalogPagePath,
  catalogPageRoutes,
  extraPages,
  indexedPaths,
  pageCount,
  sitePaths,
} from '@/content/site-routes';

describe('catalogue pagination', () => {
  const size = catalogPageSize;
  it('counts pages of the page size and the extra pages beyond the first', () => {
    expect(pageCount(2 * size + 6)).toBe(3);
    expect(extraPages(2 * size + 6)).toEqual([2, 3]);
    expect(extraPages(size)).toEqual([]);
    expect(pageCount(size + 1, 12)).toBe(Math.ceil((size + 1) / 12));
    expect(pageCount(0)).toBe(1);
  });

  it('names page 1 by its plain URL and later pages by number', () => {
    expect(catalogPagePath(undefined)).toBe('/catalog');
    expect(catalogPagePath('office', 1)).toBe('/catalog/office');
    expect(catalogPagePath('office', 2)).toBe('/catalog/office/page/2');
  });
});

describe('catalogue page routes', () => {
  const product = (id: string, categories: string[]) => ({ id, categories });
  it('exports the extra pages of the full catalogue and of each long category', () => {
    const source = {
      categories: [{ slug: 'office' }, { slug: 'industrial' }],
      products: [
        ...Array.from({ length: catalogPageSize + 1 }, (_, i) => product(`o${i}`, ['office'])),
        ...Array.from({ length: catalogPageSize }, (_, i) => product(`i${i}`, ['industrial'])),
      ],
    };
    expect(catalogPageRoutes(source)).toEqual([
      { category: undefined, page: 2 },
      { category: undefined, page: 3 },
      { category: 'office', page: 2 },
    ]);
    const paths = sitePaths({ ...source, serviceTopics: [], newsItems: [], pages: [] });
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

describe('indexed paths', () => {
  const base = { categories: [], products: [], serviceTopics: [] };
  const privacy = { slug: 'privacy', sample: false };
  const leasing = { slug: 'leasing', sample: true };

  it('exports every information page; search engines get the ones the dealer has written', () => {
    const source = { ...base, newsItems: [], pages: [privacy, leasing] };
    expect(sitePaths(source)).toEqual(expect.arrayContaining(['/info/privacy', '/info/leasing']));
    expect(indexedPaths(source)).toContain('/info/privacy');
    expect(indexedPaths(source)).not.toContain('/info/leasing');
  });

  it('keeps the news page out of the sitemap until it has an item', () => {
    const empty = { ...base, newsItems: [], pages: [] };
    expect(sitePaths(empty)).toContain('/news');
    expect(indexedPaths(empty)).not.toContain('/news');
    const one = { ...empty, newsItems: [{ slug: 'opening' }] };
    expect(indexedPaths(one)).toEqual(expect.arrayContaining(['/news', '/news/opening']));
  });
});
