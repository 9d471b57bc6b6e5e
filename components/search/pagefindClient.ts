import { basePath } from '@/lib/site';

/** The parts of Pagefind's browser API the site uses (pagefind.js, built after next build). */
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
}
interface PagefindResult {
  id: string;
  data: () => Promise<PagefindResultData>;
}
interface Pagefind {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void> | void;
  search: (term: string) => Promise<{ results: PagefindResult[] } | null>;
  /** Fetches the index chunks a term needs, without searching. */
  preload?: (term: string) => Promise<void>;
}

let loading: Promise<Pagefind> | null = null;

/**
 * Loads the search runtime on first use, never with the page: it is fetched from the export at
 * run time (webpackIgnore keeps the bundler from resolving it), so it costs nothing until a
 * visitor searches. The index chosen is the page's language (<html lang>).
 */
export function loadPagefind(): Promise<Pagefind> {
  loading ??= import(/* webpackIgnore: true */ `${basePath}/pagefind/pagefind.js`).then(
    async (module: Pagefind) => {
      await module.options({ baseUrl: `${basePath}/`, excerptLength: 20 });
      await module.init();
      return module;
    },
  );
  loading.catch(() => {
    loading = null; // a failed load (offline) may be retried on the next keystroke
  });
  return loading;
}

/**
 * Gets search ready while the visitor is still typing: the runtime when the field gets focus,
 * the index chunks for the text so far on each keystroke. Failures wait for the real search.
 */
export function warmUpSearch(term = ''): void {
  loadPagefind()
    .then((pagefind) => (term.trim() ? pagefind.preload?.(term.trim()) : undefined))
    .catch(() => undefined);
}

/** The first `limit` results' data for a query; empty for a blank one. */
export async function searchPages(
  query: string,
  limit: number,
): Promise<{ total: number; pages: PagefindResultData[] }> {
  if (!query.trim()) return { total: 0, pages: [] };
  const pagefind = await loadPagefind();
  const response = await pagefind.search(query);
  const results = response?.results ?? [];
  const pages = await Promise.all(results.slice(0, limit).map((result) => result.data()));
  return { total: results.length, pages };
}
