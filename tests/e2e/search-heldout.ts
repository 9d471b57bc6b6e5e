import heldOut from './search-heldout.json';
import type { Expectation, QueryGroup, RelevanceQuery } from './search-relevance';

/**
 * The held-out relevance set (search-heldout.json): queries written by someone who had read
 * neither the code, the index nor the development sets, with the right answers stated by intent
 * before any result was seen. Frozen: never edited after its one measurement (docs/performance.md,
 * "Search relevance"); what it teaches goes into general rules, and the next round gets a new set.
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

export const heldOutSet: RelevanceQuery[] = (heldOut.queries as HeldOutQuery[]).map((q) => ({
  locale: q.site,
  query: q.query,
  kind: q.intent,
  group: q.group,
  expect: q.right.map(expectation),
}));
