import { searchIndexAttributes } from '@/lib/search/page-attributes';

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
});
