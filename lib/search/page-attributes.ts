import { keywordsField } from './weights';

/**
 * Pagefind searches all metadata, so it holds only words worth finding; what is only shown goes
 * in filters. The automatic `image` metadata is off: its URL made "gps" or "svg" find every product.
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
