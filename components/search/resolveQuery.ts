import { queryTerms, resembles, textWords, typoCandidates } from '@/lib/query-terms';

export { queryTerms };

/** What the resolver needs from one search result (Pagefind's result, or a test's). */
export interface MatchSource<Data extends MatchData = MatchData> {
  /** Metadata fields the words matched in (Pagefind 1.5+), besides the body. */
  matchedMetaFields?: string[];
  data: () => Promise<Data>;
}

export interface MatchData {
  content: string;
  /** Word positions of the matches in `content`. */
  locations: number[];
  meta: Record<string, string | undefined>;
}

export type Search<Result> = (term: string) => Promise<Result[]>;

/** The indexed words a result matched: the body words at its locations and its matched metadata. */
export function matchedWords(data: MatchData, metaFields: string[] = []): string[] {
  const words = data.content.split(/\s+/);
  return [
    ...data.locations.map((location) => words[location] ?? ''),
    ...metaFields.flatMap((field) => textWords(data.meta[field] ?? '')),
  ];
}

/** How many of the first results are read to confirm what a term matched. */
const checked = 3;

/**
 * The first spelling of a term that finds words resembling it: the term, or for a typo a shorter
 * beginning of it (guilotine → guil, which finds guillotine). Null when the index holds nothing
 * like it, for Pagefind always answers something: its fallback for an unknown word is the
 * longest indexed word the term starts with, such as the "g" of "500 g" for "gizmo".
 */
async function resolveTerm<Result extends MatchSource>(
  term: string,
  search: Search<Result>,
): Promise<string | null> {
  for (const candidate of typoCandidates(term)) {
    const results = await search(candidate);
    const words = await Promise.all(
      results
        .slice(0, checked)
        .map(async (result) => matchedWords(await result.data(), result.matchedMetaFields)),
    );
    if (words.flat().some((word) => resembles(term, word))) return candidate;
  }
  return null;
}

/**
 * Searches a visitor's query: normalised (queryTerms), each word confirmed or corrected on its
 * own, then all of them together (every word must match, as in Pagefind). A word the index has
 * nothing like makes the whole query find nothing, rather than something unrelated.
 * Returns the results and the words searched, for highlighting.
 */
export async function resolveQuery<Result extends MatchSource>(
  query: string,
  search: Search<Result>,
): Promise<{ results: Result[]; terms: string[] }> {
  const cache = new Map<string, Promise<Result[]>>();
  const cached: Search<Result> = (term) => {
    if (!cache.has(term)) cache.set(term, search(term));
    return cache.get(term)!;
  };
  const terms: string[] = [];
  for (const term of queryTerms(query)) {
    const resolved = await resolveTerm(term, cached);
    if (resolved === null) return { results: [], terms: [] };
    terms.push(resolved);
  }
  if (terms.length === 0) return { results: [], terms };
  return { results: await cached(terms.join(' ')), terms };
}
