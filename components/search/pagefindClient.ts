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
 * Loads the search runtime on first use, never with the page: it is fetched from the export at
 * run time (webpackIgnore keeps the bundler from resolving it), so it costs nothing until a
 * visitor searches. The index chosen is the page's language (<html lang>).
 *
 * Offline, pagefind.js may still come from the cache while its index cannot: Pagefind then fails
 * inside a promise nobody awaits ("Failed to load Pagefind metadata", an uncaught error) and its
 * instance stays broken. So the index's entry file is fetched first, and only a reachable index
 * gets an instance; any failure forgets the attempt, so a later keystroke tries again afresh.
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

/**
 * Gets search ready while the visitor is still typing: the runtime when the field gets focus,
 * the index chunks for the text so far on each keystroke. Failures wait for the real search.
 */
export function warmUpSearch(term = ''): void {
  Promise.all([loadPagefind(), queryLogic()])
    .then(async ([pagefind, { queryTerms }]) => {
      const terms = queryTerms(term).join(' ');
      if (!terms) return;
      // The first keystroke's text is searched, not only preloaded: an instance's first search
      // runs 10–20 ms slower than the next (measured at 5,000 products), and that first run
      // belongs in the typing, not after the debounce.
      if (warmed.has(pagefind)) return await pagefind.preload?.(terms);
      warmed.add(pagefind);
      await pagefind.search(terms);
    })
    .catch(() => undefined);
}

/**
 * Pagefind 1.6 loads, for a word, only the index chunk where the word would sort, so when the
 * words starting with it run on into the next chunk (პრინტერ: პრინტერები ends one chunk,
 * პრინტერი begins the next) the first search finds only the first chunk's pages (8 of 39).
 * The chunk where the words starting with it end is loaded too: the word with the highest
 * character after it sorts there.
 */
const preloadPrefixEnd = (pagefind: Pagefind, term: string) =>
  pagefind.preload?.(`${term}\uffff`).catch(() => undefined);

/**
 * The first `limit` results' data for a query (normalised, typos corrected, unknown words left
 * out: resolveQuery), the words searched, and whether a result matches every word; empty for a
 * blank query.
 */
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
    // The first results' text is fetched as soon as a word is searched, while resolveQuery still
    // confirms the word: Pagefind keeps each fragment, so the pages below come from memory.
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
