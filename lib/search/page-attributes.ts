import { keywordsField } from './weights';

/**
 * What a page tells the search index (Pagefind, scripts/build-search-index.mjs) besides its text,
 * as attributes for the element that holds the page.
 *
 * Pagefind searches every metadata field, so metadata holds only words worth finding: the title
 * (the page's h1, automatic), the product's category name and the category keywords. What is only
 * shown with a result (the kind of page, a thumbnail) goes in filters, which are returned with
 * results but never searched. The automatic `image` metadata (the first picture after the h1) is
 * turned off: its URL put the words of /gps-app/images/products/…svg into every product page, so
 * "gps", "app" or "svg" found all of them.
 */
export interface SearchIndexEntry {
  kind: 'product' | 'category' | 'page';
  /** A picture shown next to the result: a path on the site, base path included. */
  thumbnail?: string;
  /** The product's category name, shown and searched. */
  category?: string;
  /** Synonyms that find the page (lib/search/keywords.ts). */
  keywords?: string[];
  /** The page's weight in search, 1 when not given (lib/search/weights.ts). */
  weight?: number;
}

export function searchIndexAttributes(entry: SearchIndexEntry): Record<string, string> {
  const meta = [
    ...(entry.category ? ['category[data-search-category]'] : []),
    ...(entry.keywords?.length ? [`${keywordsField(entry.weight)}[data-search-keywords]`] : []),
    // An empty value of its own replaces the automatic image (and image_alt) metadata.
    'image:',
  ];
  return {
    'data-pagefind-meta': meta.join(', '),
    'data-pagefind-filter': [
      ...(entry.thumbnail ? ['thumbnail[data-search-thumbnail]'] : []),
      `kind:${entry.kind}`,
    ].join(', '),
    ...(entry.category ? { 'data-search-category': entry.category } : {}),
    ...(entry.keywords?.length ? { 'data-search-keywords': entry.keywords.join(', ') } : {}),
    ...(entry.thumbnail ? { 'data-search-thumbnail': entry.thumbnail } : {}),
  };
}
