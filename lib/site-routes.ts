/** What the export contains, in terms of content; the sitemap and link checks derive from it. */
export interface RouteSource {
  categories: { slug: string }[];
  products: { id: string }[];
  serviceTopics: { slug: string }[];
  newsItems: { slug: string }[];
}

export const sectionRoutes = [
  '/',
  '/catalog',
  '/about',
  '/services',
  '/news',
  '/contacts',
  '/search',
] as const;

/** Every page path without the language prefix, e.g. "/catalog/office". */
export function sitePaths(source: RouteSource): string[] {
  return [
    ...sectionRoutes,
    ...source.categories.map((c) => `/catalog/${c.slug}`),
    ...source.products.map((p) => `/product/${p.id}`),
    ...source.serviceTopics.map((t) => `/services/${t.slug}`),
    ...source.newsItems.map((n) => `/news/${n.slug}`),
  ];
}

/** Whether an internal link written in content ("/catalog/office?sale=x") names an exported page. */
export function isExportedPath(href: string, paths: ReadonlySet<string>): boolean {
  const path = href.split(/[?#]/)[0] ?? '';
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return paths.has(trimmed);
}

/** Paths that search engines should index: everything but the search results page. */
export function indexedPaths(source: RouteSource): string[] {
  return sitePaths(source).filter((path) => path !== '/search');
}
