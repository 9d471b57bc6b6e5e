import { searchIndexAttributes } from '@/lib/search/page-attributes';
import { keywordsField } from '@/lib/search/weights';

describe('search index attributes', () => {
  it('put searchable words in metadata and what is only shown in filters', () => {
    expect(
      searchIndexAttributes({
        kind: 'product',
        thumbnail: '/gps-app/images/products/mfp-1.svg',
        category: 'Office equipment',
        keywords: ['copier', 'MFP'],
      }),
    ).toEqual({
      'data-pagefind-meta':
        'category[data-search-category], keywords[data-search-keywords], image:',
      'data-pagefind-filter': 'thumbnail[data-search-thumbnail], kind:product',
      'data-search-category': 'Office equipment',
      'data-search-keywords': 'copier, MFP',
      'data-search-thumbnail': '/gps-app/images/products/mfp-1.svg',
    });
  });

  it('always replace the automatic image, whose URL would make "gps" find every page', () => {
    expect(searchIndexAttributes({ kind: 'page', keywords: [] })).toEqual({
      'data-pagefind-meta': 'image:',
      'data-pagefind-filter': 'kind:page',
    });
  });

  it("put a weighted page's keywords in the field the ranking weighs for its weight", () => {
    const meta = (weight?: number) =>
      searchIndexAttributes({ kind: 'product', keywords: ['copier'], weight })[
        'data-pagefind-meta'
      ];
    expect(meta()).toBe(meta(1));
    expect(meta(2)).not.toBe(meta(1));
    expect(meta(2)).toContain(`${keywordsField(2)}[data-search-keywords]`);
  });
});
