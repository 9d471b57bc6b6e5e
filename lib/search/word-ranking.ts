/**
 * Each word is searched alone (Pagefind demands every word, so one unknown word would empty the
 * list). A word *names* a page via title, category or keywords; body mentions count less. Ranked
 * by: 1. the head word names it (headOf); 2. how many words name it; 3. how many match at all;
 * 4. each word's score relative to its best page, the head's counting double.
 */

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

/** `perWord` in query order; a page is returned once; `head` defaults to the last word. */
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

/** Each qualifier's first named site page moves up ("rent a copier" shows the rental page). */
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
