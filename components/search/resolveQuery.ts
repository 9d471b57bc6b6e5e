import { georgianStem, queryTerms, resembles, textWords, typoCandidates } from '@/lib/query-terms';
import {
  georgianKeysToLatin,
  georgianToLatin,
  isGeorgianWord,
  isLatinWord,
  latinToGeorgian,
} from '@/lib/transliterate';

export { queryTerms };

/** What the resolver needs from one search result (Pagefind's result, or a test's). */
export interface MatchSource<Data extends MatchData = MatchData> {
  /** The page's id and the result's score (Pagefind's): merge results of several searches. */
  id?: string;
  score?: number;
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
/** Mkhedruli spellings tried for a word typed in Latin letters. */
const spellings = 4;
/** Combinations of the words' forms searched together, at most. */
const maxCombinations = 8;

/** Whether the first results of a search hold a word resembling the term. */
async function confirms<Result extends MatchSource>(
  term: string,
  candidate: string,
  search: Search<Result>,
): Promise<boolean> {
  const results = await search(candidate);
  const words = await Promise.all(
    results
      .slice(0, checked)
      .map(async (result) => matchedWords(await result.data(), result.matchedMetaFields)),
  );
  return words.flat().some((word) => resembles(term, word));
}

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
  for (const candidate of typoCandidates(term))
    if (await confirms(term, candidate, search)) return candidate;
  return null;
}

/**
 * The same word in the other script: Georgian typed in Latin letters (printeri → პრინტერ, its
 * ending cut after reading), or a Georgian word romanised (პრინტერ → printer) and read back from
 * the Georgian keyboard layout (ხეროხ → xerox).
 */
export function otherScriptForms(term: string): string[] {
  const forms = isLatinWord(term)
    ? latinToGeorgian(term, spellings).map(georgianStem)
    : isGeorgianWord(term)
      ? [georgianToLatin(term), georgianKeysToLatin(term)]
      : [];
  return [...new Set(forms)].filter((form) => form !== term && form.length >= 3);
}

/**
 * The forms a query word is searched in: those the index holds as typed, the word itself and its
 * other-script forms (both toner and ტონერ); when none is, the word's typo correction. Null when
 * the index has nothing like it.
 */
async function termForms<Result extends MatchSource>(
  term: string,
  search: Search<Result>,
): Promise<string[] | null> {
  const others = otherScriptForms(term);
  const [own, ...found] = await Promise.all([
    resolveTerm(term, search),
    ...others.map((form) => confirms(form, form, search)),
  ]);
  const exact = [...(own === term ? [term] : []), ...others.filter((_, i) => found[i])];
  if (exact.length > 0) return exact;
  return own === null ? null : [own];
}

/** Every choice of one form per word (the first forms first), at most `max`. */
function combinations(forms: string[][], max: number): string[][] {
  let combos: string[][] = [[]];
  for (const options of forms)
    combos = combos.flatMap((combo) => options.map((form) => [...combo, form])).slice(0, max);
  return combos;
}

/** Results of several searches as one list, each page once with its best score, best first. */
function merge<Result extends MatchSource>(lists: Result[][]): Result[] {
  const best = new Map<string | Result, Result>();
  for (const result of lists.flat()) {
    const key = result.id ?? result;
    const seen = best.get(key);
    if (!seen || (result.score ?? 0) > (seen.score ?? 0)) best.set(key, result);
  }
  const merged = [...best.values()];
  return lists.length > 1 ? merged.sort((a, b) => (b.score ?? 0) - (a.score ?? 0)) : merged;
}

/**
 * Searches a visitor's query: normalised (queryTerms), each word confirmed, read in the other
 * script or corrected on its own, then all of them together (every word must match, as in
 * Pagefind; a word found in two scripts is searched in both). A word the index has nothing like
 * makes the whole query find nothing, rather than something unrelated. `rank` runs the final
 * searches (Pagefind's search with the category weights, pagefindClient.ts).
 * Returns the results and the words searched, for highlighting.
 */
export async function resolveQuery<Result extends MatchSource>(
  query: string,
  search: Search<Result>,
  rank: Search<Result> = search,
): Promise<{ results: Result[]; terms: string[] }> {
  const cache = new Map<string, Promise<Result[]>>();
  const cached: Search<Result> = (term) => {
    if (!cache.has(term)) cache.set(term, search(term));
    return cache.get(term)!;
  };
  const forms: string[][] = [];
  for (const term of queryTerms(query)) {
    const found = await termForms(term, cached);
    if (found === null) return { results: [], terms: [] };
    forms.push(found);
  }
  if (forms.length === 0) return { results: [], terms: [] };
  const searches = combinations(forms, maxCombinations).map((combo) => combo.join(' '));
  const results = merge(
    await Promise.all(searches.map((terms) => (rank === search ? cached : rank)(terms))),
  );
  return { results, terms: [...new Set(forms.flat())] };
}
