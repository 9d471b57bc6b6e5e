/**
 * Ranking the results of a query of several words, pure (no index): each word is searched on its
 * own (Pagefind would demand every word, so one word with no match, or a model code that no longer
 * exists, would empty the list), and a page ranks by the words it answers.
 *
 * A word *names* a page when it matched the page's title, category or keywords; a mention in the
 * body text counts less (an MFP's text mentions toner, it is not a toner). In order:
 *  1. whether the head word names it: in English and Georgian alike the last word of a phrase is
 *     the thing asked for and the words before it qualify it ("xerox toner" and
 *     "ქსეროქსის ტონერი" are toners, "paper shredder" a shredder); a model code, a Georgian
 *     genitive or postposition and what follows "for" qualify wherever they stand ("toner C3030"
 *     and "C3030 toner" are toners that fit it), and in Russian the head comes first
 *     ("аренда копира"): lib/search/query-terms.ts, headOf. The ink of "ink W610 plotter" comes
 *     before the plotter that the two qualifiers name;
 *  2. the number of words that name the page: the page that is more of what was asked comes first;
 *  3. the number of words matched anywhere;
 *  4. the sum of each word's score relative to that word's best page (the category weights already
 *     in it), the head word's counting double.
 */

/** One result of one word's search. */
export interface WordHit {
  id: string;
  score: number;
  /** Metadata fields the word matched in (title, category, keywords): the word names the page. */
  matchedMetaFields?: string[];
}

export interface RankedPage<Hit extends WordHit> {
  hit: Hit;
  /** How many of the words matched the page anywhere. */
  matched: number;
}

/** The weight of the head word (the thing asked for) against the words qualifying it. */
const headWeight = 2;

const names = (hit: WordHit) => (hit.matchedMetaFields?.length ?? 0) > 0;

/**
 * The pages of every word's results, best first by the rules above. `perWord` holds one list per
 * word, in the query's order; a page found by several words is returned once (its first hit).
 * `head` is the index of the thing asked for (headOf), the last word when not given.
 */
export function rankByWords<Hit extends WordHit>(
  perWord: Hit[][],
  head = perWord.length - 1,
): RankedPage<Hit>[] {
  interface Page {
    hit: Hit;
    order: number;
    matched: Set<number>;
    named: Set<number>;
    score: number;
  }
  const pages = new Map<string, Page>();
  perWord.forEach((hits, word) => {
    const best = Math.max(0, ...hits.map((hit) => hit.score));
    const weight = word === head ? headWeight : 1;
    for (const hit of hits) {
      let page = pages.get(hit.id);
      if (!page) {
        page = { hit, order: pages.size, matched: new Set(), named: new Set(), score: 0 };
        pages.set(hit.id, page);
      }
      if (page.matched.has(word)) continue; // the same page twice in one word's list
      page.matched.add(word);
      if (names(hit)) page.named.add(word);
      if (best > 0) page.score += (hit.score / best) * weight;
    }
  });
  return [...pages.values()]
    .sort(
      (a, b) =>
        Number(b.named.has(head)) - Number(a.named.has(head)) ||
        b.named.size - a.named.size ||
        b.matched.size - a.matched.size ||
        b.score - a.score ||
        a.order - b.order,
    )
    .map(({ hit, matched }) => ({ hit, matched: matched.size }));
}

/** How many results the visitor sees first (the header's suggestions, the page's first screen). */
export const firstShown = 5;

/**
 * The ranking with, for each word other than the head, the first of its pages that it names and
 * that `isSitePage` accepts moved up to the last of the first places when it ranks below: a page
 * about what a qualifying word says (the compare page of "compare printers", the rental page of
 * "rent a copier") is among what the visitor sees first, after the things asked for.
 */
export function keepNamedPagesShown<Hit extends WordHit>(
  ranked: RankedPage<Hit>[],
  perWord: Hit[][],
  head: number,
  isSitePage: (hit: Hit) => boolean,
): RankedPage<Hit>[] {
  const result = [...ranked];
  perWord.forEach((hits, word) => {
    if (word === head) return;
    const page = hits.find((hit) => names(hit) && isSitePage(hit));
    const at = page ? result.findIndex((ranked) => ranked.hit.id === page.id) : -1;
    if (at < firstShown) return;
    const [moved] = result.splice(at, 1);
    result.splice(firstShown - 1, 0, moved!);
  });
  return result;
}
