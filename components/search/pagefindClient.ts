import { assetPath } from '@/lib/site';
import { metaWeights } from '@/lib/search/weights';

/** The parts of Pagefind's browser API the site uses (pagefind.js, built after next build). */
export interface PagefindResultData {
  url: string;
  excerpt: string;
  /** The indexed text, and the word positions of the matches in it. */
  content: string;
  locations: number[];
  /** title, category and keywords: searched, and shown (title, category). */
  meta: Record<string, string | undefined>;
  /** kind and thumbnail: shown, never searched (Pagefind searches every meta field). */
  filters: Record<string, string[] | undefined>;
}
interface PagefindResult {
  id: string;
  score: number;
  matchedMetaFields?: string[];
  data: () => Promise<PagefindResultData>;
}
interface Pagefind {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void> | void;
  search: (term: string) => Promise<{ results: PagefindResult[] } | null>;
  /** Fetches the index chunks a term needs, without searching. */
  preload?: (term: string) => Promise<void>;
}

/** The module pagefind.js exports; `createInstance` gives a search that can be thrown away. */
interface PagefindModule extends Pagefind {
  createInstance?: (options: Record<string, unknown>) => Pagefind;
}

let loading: Promise<Pagefind> | null = null;

/** The query reading (normalisation, typo correction), fetched with the runtime, not the page. */
const queryLogic = () => import('./resolveQuery');

/** The metadata fields' weights, the category weights' among them: one search ranks a query. */
const ranking = { metaWeights: metaWeights() };

/**
 * Fetched at run time (webpackIgnore), in the page's language. Offline, a cached pagefind.js
 * without its index breaks its instance with an uncaught error, so the index's entry file is
 * fetched first; any failure forgets the attempt, so a later keystroke retries.
 */
export function loadPagefind(): Promise<Pagefind> {
  loading ??= (async () => {
    // The runtime and the index's entry file side by side: one round trip, not two.
    const [runtime, entry] = await Promise.all([
      import(
        /* webpackIgnore: true */ assetPath('/pagefind/pagefind.js')
      ) as Promise<PagefindModule>,
      fetch(assetPath('/pagefind/pagefind-entry.json'), { cache: 'no-cache' }),
    ]);
    if (!entry.ok) throw new Error(`Search index unavailable (${entry.status})`);
    const options = { baseUrl: assetPath('/'), excerptLength: 20, ranking };
    const pagefind = runtime.createInstance?.(options) ?? runtime;
    await pagefind.options(options);
    await pagefind.init();
    return pagefind;
  })();
  loading.catch(forgetPagefind);
  return loading;
}

/** A failed load or search (offline): the next attempt starts from the beginning. */
function forgetPagefind() {
  loading = null;
}

/** Instances that have run a search: an instance's first search costs more than the next. */
const warmed = new WeakSet<Pagefind>();

/** Runtime on focus, index chunks per keystroke; failures wait for the real search. */
export function warmUpSearch(term = ''): void {
  Promise.all([loadPagefind(), queryLogic()])
    .then(async ([pagefind, { queryTerms }]) => {
      const terms = queryTerms(term).join(' ');
      if (!terms) return;
      // Searched, not only preloaded: an instance's first search runs 10–20 ms slower.
      if (warmed.has(pagefind)) return await pagefind.preload?.(terms);
      warmed.add(pagefind);
      await pagefind.search(terms);
    })
    .catch(() => undefined);
}

/** Pagefind 1.6 loads only the chunk where the word sorts: the chunk where its words end too. */
const preloadPrefixEnd = (pagefind: Pagefind, term: string) =>
  pagefind.preload?.(`${term}\uffff`).catch(() => undefined);

/** Empty for a blank query. */
export async function searchPages(
  query: string,
  limit: number,
): Promise<{ total: number; pages: PagefindResultData[]; terms: string[]; complete: boolean }> {
  if (!query.trim()) return { total: 0, pages: [], terms: [], complete: false };
  const [pagefind, { resolveQuery }] = await Promise.all([loadPagefind(), queryLogic()]);
  try {
    const search = async (term: string) => {
      await preloadPrefixEnd(pagefind, term);
      return (await pagefind.search(term))?.results ?? [];
    };
    // Fetched while resolveQuery still confirms the word: Pagefind keeps each fragment in memory.
    const rank = async (term: string, plain: typeof search) => {
      const ranked = await plain(term);
      for (const result of ranked.slice(0, limit)) result.data().catch(() => undefined);
      return ranked;
    };
    const { results, terms, complete } = await resolveQuery(query, search, rank);
    const pages = await Promise.all(results.slice(0, limit).map((result) => result.data()));
    return { total: results.length, pages, terms, complete };
  } catch (error) {
    forgetPagefind();
    throw error;
  }
}
