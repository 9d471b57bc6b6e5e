import {
  closestWord,
  georgianStem,
  headOf,
  modelNumber,
  queryTerms,
  queryWords,
  type QueryWord,
  resembles,
  textWords,
  typoCandidates,
  wordForms,
} from '@/lib/search/query-terms';
import { keepNamedPagesShown, rankByWords } from '@/lib/search/word-ranking';
import {
  georgianKeysToLatin,
  georgianToLatin,
  isGeorgianWord,
  isLatinWord,
  latinKeysToGeorgian,
  latinToGeorgian,
  latinWords,
  readLayoutTyped,
} from '@/lib/search/transliterate';

export { queryTerms, readLayoutTyped };

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
  /** The page's address, and its kind (product, category or page), lib/search/page-attributes.ts. */
  url?: string;
  filters?: Record<string, string[] | undefined>;
}

export type Search<Result> = (term: string) => Promise<Result[]>;

/** Ranks one form's results, given the plain search (cached), whose results it may reuse. */
export type Rank<Result> = (term: string, search: Search<Result>) => Promise<Result[]>;

const plainRank = <Result>(term: string, search: Search<Result>) => search(term);

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
/** How many are read for the words a typo may stand for (a beginning finds many words). */
const typoRead = 8;
/** Mkhedruli spellings tried for a word typed in Latin letters. */
const spellings = 4;
/** Sound-alike spellings tried for an unknown Georgian word. */
const soundAlikeSpellings = 6;
/** Other-script spellings given a typo correction when nothing else found the word. */
const otherScriptTypos = 2;

/** The words resembling the term in the first results of a search for the candidate. */
async function resembling<Result extends MatchSource>(
  term: string,
  candidate: string,
  search: Search<Result>,
  read = checked,
): Promise<string[]> {
  const results = await search(candidate);
  const words = await Promise.all(
    results
      .slice(0, read)
      .map(async (result) => matchedWords(await result.data(), result.matchedMetaFields)),
  );
  return words.flat().filter((word) => resembles(term, word));
}

/** Whether a word starts with the term (not merely a shorter word the term starts with). */
const extends_ = (term: string) => (word: string) =>
  wordForms(word).some((form) => form.startsWith(term));

/** Not only Pagefind's fallback for an unknown word (printr finds the "print" of "print shop"). */
async function holds<Result extends MatchSource>(
  form: string,
  search: Search<Result>,
): Promise<boolean> {
  return (await resembling(form, form, search)).some(extends_(form));
}

/**
 * The term, or for a typo the closest word a shorter beginning finds (guilotine → guil…). Null
 * when nothing is like it: Pagefind always answers, with the longest word the term starts with.
 */
async function resolveTerm<Result extends MatchSource>(
  term: string,
  search: Search<Result>,
): Promise<string | null> {
  // Words the term itself found only through Pagefind's fallback (print for printr).
  const shorter: string[] = [];
  for (const candidate of typoCandidates(term)) {
    const words = await resembling(
      term,
      candidate,
      search,
      candidate === term ? checked : typoRead,
    );
    if (candidate === term) {
      if (words.some(extends_(term))) return term;
      shorter.push(...words);
      continue;
    }
    // A typo: the indexed word it stands for (printr → printer, not the print its beginning finds).
    if (words.length > 0) return georgianStem(closestWord(term, [...shorter, ...words])!);
  }
  const closest = closestWord(term, shorter);
  return closest === undefined ? null : georgianStem(closest);
}

/** Latin-typed Georgian (printeri → პრინტერ), Georgian-layout keys, or romanised Georgian. */
export function otherScriptForms(term: string): string[] {
  const forms = isLatinWord(term)
    ? [...latinToGeorgian(term, spellings), latinKeysToGeorgian(term)].map(georgianStem)
    : isGeorgianWord(term)
      ? [georgianToLatin(term), georgianKeysToLatin(term)]
      : [];
  // A two-letter Georgian word keeps its two letters in Latin ones: უვ is UV.
  const shortest = isGeorgianWord(term) ? Math.min(3, term.length) : 3;
  return [...new Set(forms)].filter((form) => form !== term && form.length >= shortest);
}

/** Georgian case endings as typed in Latin letters (printeri, printeris, printerebi). */
const latinGeorgianEnding = /^(?:i|is|it|ad|ebi|ebis|ebit|ebshi|shi|ze|tvis|istvis)$/;

/** printer for printeri is the same word as პრინტერ, so both are searched. */
const sameWordInLatin = (term: string, word: string | null) =>
  word !== null &&
  isLatinWord(term) &&
  term.startsWith(word) &&
  latinGeorgianEnding.test(term.slice(word.length));

/** As typed and in the other script, else its typo correction; null when nothing is like it. */
async function termForms<Result extends MatchSource>(
  term: string,
  search: Search<Result>,
  layoutForms: ReadonlyMap<string, string> = new Map(),
): Promise<string[] | null> {
  const layout = layoutForms.get(term);
  const others = [...new Set([...otherScriptForms(term), ...(layout ? [layout] : [])])];
  const [own, ...found] = await Promise.all([
    resolveTerm(term, search),
    ...others.map((form) => holds(form, search)),
  ]);
  const exact = [
    ...(own === term || sameWordInLatin(term, own) ? [own!] : []),
    ...others.filter((_, i) => found[i]),
  ];
  if (exact.length > 0) return exact;
  if (own !== null) return [own];
  // A model code the index lacks as typed (c3045 for CP3045): its number alone.
  const number = modelNumber(term);
  if (number && (await holds(number, search))) return [number];
  const soundAlikes = soundAlikeForms(term);
  const heard = await Promise.all(soundAlikes.map((form) => holds(form, search)));
  const alike = soundAlikes.filter((_, i) => heard[i]);
  if (alike.length > 0) return alike;
  // A typo in a word typed in the other script (gilotina → გილოტინ…, which finds გილიოტინა).
  for (const form of others.slice(0, otherScriptTypos)) {
    const corrected = await resolveTerm(form, search);
    if (corrected !== null) return [corrected];
  }
  return null;
}

/** Sound-alike letters (ქ/კ, თ/ტ, ფ/პ, ღ/გ: ქართრიჯი for კარტრიჯი), to try for unknown words. */
export function soundAlikeForms(term: string): string[] {
  if (!isGeorgianWord(term)) return [];
  const forms = latinToGeorgian(georgianToLatin(term), soundAlikeSpellings).map(georgianStem);
  return [...new Set(forms)].filter((form) => form !== term && form.length >= 3);
}

/** `search` with each term's answer kept: a term asked for twice is searched once. */
function memoised<Result>(search: Search<Result>): Search<Result> {
  const answers = new Map<string, Promise<Result[]>>();
  return (term) => {
    if (!answers.has(term)) answers.set(term, search(term));
    return answers.get(term)!;
  };
}

/** Results of several searches as one list, each page once with its best score, best first. */
function merge<Result extends MatchSource>(lists: Result[][]): Result[] {
  const best = new Map<string | Result, Result>();
  for (const result of lists.flat()) {
    const key = result.id ?? result;
    const seen = best.get(key);
    if (!seen) best.set(key, result);
    else {
      // Every field any form matched: a page one form names stays named if another scores higher.
      const fields = [
        ...new Set([...(seen.matchedMetaFields ?? []), ...(result.matchedMetaFields ?? [])]),
      ];
      const better = (result.score ?? 0) > (seen.score ?? 0) ? result : seen;
      best.set(key, fields.length > 0 ? { ...better, matchedMetaFields: fields } : better);
    }
  }
  const merged = [...best.values()];
  return lists.length > 1 ? merged.sort((a, b) => (b.score ?? 0) - (a.score ?? 0)) : merged;
}

export interface ResolvedQuery<Result> {
  results: Result[];
  /** The words searched, in every form (stems, corrected typos, other script), for highlighting. */
  terms: string[];
  /** When not, the results are the closest matches and the page says so. */
  complete: boolean;
}

/** A capital may be a shifted Georgian-layout key (Srederi: S is შ): one more form to try. */
export function capitalLayoutForms(query: string): Map<string, string> {
  const forms = new Map<string, string>();
  for (const word of query.match(latinWords) ?? [])
    if (word.length > 3 && /^[A-Z][a-z]+$/.test(word))
      forms.set(word.toLowerCase(), georgianStem(latinKeysToGeorgian(word)));
  return forms;
}

/** The closest matches would mislead; model codes never count (c9999 finds the family). */
function namesWhatIsNotSold(typed: readonly QueryWord[], found: readonly unknown[]): boolean {
  return typed.some(
    (word, i) =>
      !/\d/.test(word.term) &&
      found[i] === null &&
      // A Russian noun after the head is as often a place (ремонт ксерокса тбилиси).
      word.names &&
      !cyrillic.test(word.term),
  );
}

const cyrillic = /[\u0400-\u04FF]/;

/** The first results of each of a word's forms, with their data. */
async function firstResults<Result extends MatchSource>(
  forms: readonly string[],
  search: Search<Result>,
): Promise<{ result: Result; data: MatchData }[]> {
  const lists = await Promise.all(forms.map((form) => search(form)));
  const results = lists.flatMap((list) => list.slice(0, typoRead));
  return Promise.all(results.map(async (result) => ({ result, data: await result.data() })));
}

const isNamed = (result: MatchSource) => (result.matchedMetaFields?.length ?? 0) > 0;

/** The site's service pages (repair, rental …): a service is always of something. */
const servicePage = /\/(?:services|rental)\//;

/** A service head with a genitive only the shop's other pages have (ტელეფონის შეკეთება). */
async function namesWhatIsNotServiced<Result extends MatchSource>(
  typed: readonly QueryWord[],
  found: readonly (string[] | null)[],
  search: Search<Result>,
): Promise<boolean> {
  const head = headOf(typed);
  const headForms = found[head];
  if (!headForms) return false;
  const headPages = (await firstResults(headForms, search)).filter(({ result }) => isNamed(result));
  if (!servicePage.test(headPages[0]?.data.url ?? '')) return false;
  const services = new Set(headPages.map(({ data }) => data.url));
  const checks = typed.map(async (word, i) => {
    const forms = found[i];
    if (i === head || !word.names || !forms || /\d/.test(word.term)) return false;
    // Serviced: a product or category is about it, or the service's page mentions it.
    return !(await firstResults(forms, search)).some(
      ({ result, data }) =>
        (isNamed(result) && data.filters?.kind?.[0] !== 'page') || services.has(data.url),
    );
  });
  return (await Promise.all(checks)).some(Boolean);
}

/**
 * A word the index has nothing like is left out rather than emptying the list ("colour mfp
 * c9999"); only when no word is known is nothing found. Several words are searched one by one
 * and ranked by the words a page answers, so "xerox toner" finds toners.
 */
export async function resolveQuery<Result extends MatchSource>(
  query: string,
  search: Search<Result>,
  rank: Rank<Result> = plainRank,
): Promise<ResolvedQuery<Result>> {
  const cached = memoised(search);
  const ranker = memoised((term) => rank(term, cached));
  const typed = queryWords(readLayoutTyped(query));
  const words = typed.map((word) => word.term);
  // Each word's ranking starts now, not after its confirmation: the suggestions' critical path.
  // An unused ranking's failure is ignored here (a used one's reaches the caller).
  for (const word of words) ranker(word).catch(() => undefined);
  const layout = capitalLayoutForms(query);
  const found = await Promise.all(words.map((term) => termForms(term, cached, layout)));
  const forms = found.filter((wordForms): wordForms is string[] => wordForms !== null);
  // The words the index knows, with their roles, for the head word.
  const known = typed.filter((_, i) => found[i] !== null);
  if (
    forms.length === 0 ||
    namesWhatIsNotSold(typed, found) ||
    (await namesWhatIsNotServiced(typed, found, cached))
  ) {
    return { results: [], terms: [], complete: false };
  }
  const perWord = await Promise.all(
    forms.map(async (wordForms) => merge(await Promise.all(wordForms.map((form) => ranker(form))))),
  );
  const terms = [...new Set(forms.flat())];
  if (perWord.length === 1)
    return { results: perWord[0]!, terms, complete: words.length === 1 && perWord[0]!.length > 0 };
  const keys = new Map<Result, string>();
  const keyOf = (result: Result) => {
    if (!keys.has(result)) keys.set(result, result.id ?? `#${keys.size}`);
    return keys.get(result)!;
  };
  const hits = perWord.map((results) =>
    results.map((result) => ({
      id: keyOf(result),
      score: result.score ?? 0,
      matchedMetaFields: result.matchedMetaFields,
      result,
    })),
  );
  // The kind of each word's first named page, read before ranking (its data is fetched anyway).
  const sitePages = new Set<unknown>();
  await Promise.all(
    hits.map(async (list) => {
      const named = list.find((hit) => (hit.matchedMetaFields?.length ?? 0) > 0);
      if (named && (await named.result.data()).filters?.kind?.[0] === 'page')
        sitePages.add(named.result);
    }),
  );
  const head = headOf(known);
  const ranked = keepNamedPagesShown(rankByWords(hits, head), hits, head, (hit) =>
    sitePages.has(hit.result),
  );
  return {
    results: ranked.map(({ hit }) => hit.result),
    terms,
    complete:
      forms.length === words.length && ranked.some(({ matched }) => matched === words.length),
  };
}
