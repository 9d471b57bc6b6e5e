import round1 from './search-heldout-round1.json';
import round2 from './search-heldout-round2.json';
import round3 from './search-heldout-round3.json';
import round4 from './search-heldout-round4.json';
import round5 from './search-heldout-round5.json';
import round6 from './search-heldout-round6.json';
import round7 from './search-heldout-round7.json';
import type { Expectation, QueryGroup, RelevanceQuery } from './search-relevance';

/**
 * The held-out relevance sets: queries written by someone who had read neither the code, the
 * index nor the development sets, with the right answers stated by intent before any result was
 * seen. Frozen: never edited. Each is measured once as held out (docs/performance.md, "Search
 * relevance"); what it teaches goes into general rules, so it then counts as a development set,
 * and the next round gets a new one.
 */
interface HeldOutQuery {
  group: QueryGroup;
  site: 'ka' | 'en';
  query: string;
  intent: string;
  /** "category:<slug>", "product:<id>" or "page:<path>"; empty when nothing is right. */
  right: string[];
}

function expectation(answer: string): Expectation {
  const [kind, value = ''] = answer.split(/:(.*)/s);
  if (kind === 'category') return { category: value };
  if (kind === 'product') return { product: value };
  if (kind === 'page') return { page: value };
  throw new Error(`search-heldout.json: "${answer}" is not category:, product: or page:`);
}

const toQueries = (set: { queries: unknown[] }): RelevanceQuery[] =>
  (set.queries as HeldOutQuery[]).map((q) => ({
    locale: q.site,
    query: q.query,
    kind: q.intent,
    group: q.group,
    expect: q.right.map(expectation),
  }));

/**
 * Rounds 1 to 6: each measured once as held out (P@1 75.3 %, 84.3 %, 89.5 %, 93.4 %, 92.5 %,
 * then 95.0 %), then learnt from: now development sets.
 */
export const usedHeldOutSets = [
  { name: 'held-out round 1 (now development)', queries: toQueries(round1) },
  { name: 'held-out round 2 (now development)', queries: toQueries(round2) },
  { name: 'held-out round 3 (now development)', queries: toQueries(round3) },
  { name: 'held-out round 4 (now development)', queries: toQueries(round4) },
  { name: 'held-out round 5 (now development)', queries: toQueries(round5) },
  { name: 'held-out round 6 (now development)', queries: toQueries(round6) },
];
/**
 * Round 7: this round's held-out set, measured once; the next round learns from it and replaces
 * it with a new one.
 */
export const heldOutSet = toQueries(round7);
