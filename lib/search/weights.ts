import type { Category, Product } from '@/content/schema';

/**
 * Category weights in search (the content's `searchWeight`): a general word ("printer", a word
 * many categories' pages hold) ranks the everyday category's products first. Pagefind has
 * no page weight, so the index build (scripts/build-search-index.mjs) files each weighted page
 * under a filter value, and the browser multiplies a result's score by its page's weight
 * (components/search/pagefindClient.ts).
 */

/** The Pagefind filter that holds a page's weight (pages of weight 1 have none). */
export const weightFilter = 'weight';

/**
 * The filter's values, written beside the index by the index build. Pagefind's filters() would
 * give them too, but it fetches every filter's chunk, the per-page thumbnail's as well: 25 kB
 * gzip of a first query at 5,000 products, against about 4 kB for the weight filter alone.
 */
export const weightValuesPath = '/pagefind/weights.json';

/** The distinct weight values of these pages, as the filter holds them (strings), sorted. */
export const weightValues = (weights: Map<string, number>): string[] =>
  [...new Set([...weights.values()].map(String))].sort();

export const categoryWeight = (category: Category): number => category.searchWeight ?? 1;

/** A product counts as much as the heaviest of its categories. */
export function productWeight(product: Product, categories: Category[]): number {
  const weights = categories
    .filter((category) => product.categories.includes(category.slug))
    .map(categoryWeight);
  return weights.length > 0 ? Math.max(...weights) : 1;
}

/**
 * A category page's weight. The page is a list: it holds every keyword line of its category, so
 * for a word only some of its products carry ("copier" in office equipment, which also lists
 * printers and shredders; "ink" in supplies) it ties with those products; they come first.
 */
export const categoryPageWeight = 0.75;

/**
 * The weight of every page that has one other than 1, by its path below the language
 * (`product/<id>`, `catalog/<slug>`): products by their categories' `searchWeight`, category
 * pages `categoryPageWeight`.
 */
export function pageWeights(content: {
  products: Product[];
  categories: Category[];
}): Map<string, number> {
  const pages: [string, number][] = [
    ...content.categories.map((c): [string, number] => [`catalog/${c.slug}`, categoryPageWeight]),
    ...content.products.map((p): [string, number] => [
      `product/${p.id}`,
      productWeight(p, content.categories),
    ]),
  ];
  return new Map(pages.filter(([, weight]) => weight !== 1));
}

/** What the browser needs of a result to weigh it. */
export interface WeighedResult {
  id: string;
  score: number;
}

/**
 * Results re-ordered by score × weight, where `weightOf` gives a result's page weight (1 when it
 * has none); equal scores keep Pagefind's order.
 */
export function weighResults<Result extends WeighedResult>(
  results: Result[],
  weightOf: (id: string) => number,
): Result[] {
  return results
    .map((result, index) => ({ result, index, score: result.score * weightOf(result.id) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ result, score }) => ({ ...result, score }));
}
