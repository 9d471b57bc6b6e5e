/** 24 fills whole rows at two, three and four columns (docs/performance.md, "At 5,000 products"). */
export const catalogPageSize = 24;

export function pageCount(total: number, size = catalogPageSize): number {
  return Math.max(1, Math.ceil(total / size));
}

/** "/catalog", "/catalog/office", "/catalog/office/page/2": paths without the language. */
export function catalogPagePath(category: string | undefined, page = 1): string {
  const base = category ? `/catalog/${category}` : '/catalog';
  return page > 1 ? `${base}/page/${page}` : base;
}

export function extraPages(total: number, size = catalogPageSize): number[] {
  return Array.from({ length: pageCount(total, size) - 1 }, (_, index) => index + 2);
}

/** What the export contains, in terms of content; the sitemap and link checks derive from it. */
export interface RouteSource {
  categories: { slug: string }[];
  products: { id: string; categories: string[] }[];
  serviceTopics: { slug: string }[];
  newsItems: { slug: string }[];
  pages: { slug: string; sample?: boolean }[];
}

export const sectionRoutes = [
  '/',
  '/catalog',
  '/about',
  '/services',
  '/news',
  '/contacts',
  '/search',
  '/supplies',
  '/quote',
  '/compare',
  '/services/request',
  '/rental',
  '/offers',
  '/requests/sent',
  '/requests/failed',
] as const;

/** The visitor's own tools and the answers to a request: pages, but not for search engines. */
export const privateRoutes: readonly string[] = [
  '/search',
  '/quote',
  '/compare',
  '/requests/sent',
  '/requests/failed',
];

/** Every page path without the language prefix, e.g. "/catalog/office". */
export function sitePaths(source: RouteSource): string[] {
  return [
    ...sectionRoutes,
    ...source.categories.map((c) => `/catalog/${c.slug}`),
    ...source.products.map((p) => `/product/${p.id}`),
    ...source.serviceTopics.map((t) => `/services/${t.slug}`),
    ...source.newsItems.map((n) => `/news/${n.slug}`),
    ...source.pages.map((p) => `/info/${p.slug}`),
    ...catalogPageRoutes(source).map(
      ({ category, page }) => `${catalogPagePath(category)}/page/${page}`,
    ),
  ];
}

/**
 * The catalogue's extra pages (2, 3, …), full and per category. A static export cannot build a
 * dynamic route with no pages, so a route with none exports its page 1 (canonical to page 1).
 */
export function catalogPageRoutes(
  source: Pick<RouteSource, 'categories' | 'products'>,
): { category: string | undefined; page: number }[] {
  const full = extraPages(source.products.length).map((page) => ({ category: undefined, page }));
  const byCategory = source.categories.flatMap(({ slug }) =>
    extraPages(source.products.filter((p) => p.categories.includes(slug)).length).map((page) => ({
      category: slug,
      page,
    })),
  );
  return [
    ...(full.length ? full : [{ category: undefined, page: 1 }]),
    ...(byCategory.length || !source.categories[0]
      ? byCategory
      : [{ category: source.categories[0].slug, page: 1 }]),
  ];
}

/** Whether an internal link written in content ("/catalog/office?sale=x") names an exported page. */
export function isExportedPath(href: string, paths: ReadonlySet<string>): boolean {
  const path = href.split(/[?#]/)[0] ?? '';
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return paths.has(trimmed);
}

/** Paths for search engines: not the private ones, the news page while empty, or sample texts. */
export function indexedPaths(source: RouteSource): string[] {
  const hidden = new Set([
    ...privateRoutes,
    ...(source.newsItems.length === 0 ? ['/news'] : []),
    ...source.pages.filter((p) => p.sample).map((p) => `/info/${p.slug}`),
  ]);
  return sitePaths(source).filter((path) => !hidden.has(path));
}

/** Whether the news section has anything to show: the menu and footer link it only then. */
export const hasNews = (source: Pick<RouteSource, 'newsItems'>) => source.newsItems.length > 0;
