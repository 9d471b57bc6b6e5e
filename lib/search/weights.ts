import type { Category, Product } from '@/content/schema';

/**
 * Pagefind has no page weight, so it goes where Pagefind has weights: multiplied into each
 * element's `data-pagefind-weight` (a child's replaces its parent's), and keywords go in a
 * metadata field named by the weight, which `metaWeights` weighs. One search, no re-ranking.
 */

/** Pagefind's weights of a page's indexed parts, before the page's weight (an h1 is 7 by default). */
export const partWeights = { title: 7, lead: 2, text: 1, specifications: 0.5 } as const;

/** `data-pagefind-weight` of a part on a page of weight `page`: Pagefind caps weights at 10. */
export const indexWeight = (part: keyof typeof partWeights, page = 1): string =>
  String(Math.min(10, Math.round(partWeights[part] * page * 100) / 100));

/** Search weights in the content run from 0.1 to 10 (content/schema.ts), read to the nearest 0.05. */
const step = 0.05;
const steps = (weight: number) => Math.round(Math.min(10, Math.max(0.1, weight)) / step);

/** Pagefind's weights of the metadata fields searched, for a page of weight 1. */
const fieldWeights = { title: 5, keywords: 4, category: 1 } as const;

/** The metadata field holding the keywords of a page of this weight: `keywords` at weight 1. */
export const keywordsField = (weight = 1): string =>
  steps(weight) === steps(1) ? 'keywords' : `keywords_${steps(weight)}`;

/** Title most, then keywords (what the page is, unlike a passing mention), then category name. */
export function metaWeights(): Record<string, number> {
  const weights: Record<string, number> = { ...fieldWeights };
  for (let n = steps(0.1); n <= steps(10); n += 1)
    weights[keywordsField(n * step)] = fieldWeights.keywords * n * step;
  return weights;
}

export const categoryWeight = (category: Category): number => category.searchWeight ?? 1;

/** A product counts as much as the heaviest of its categories. */
export function productWeight(product: Product, categories: Category[]): number {
  const weights = categories
    .filter((category) => product.categories.includes(category.slug))
    .map(categoryWeight);
  return weights.length > 0 ? Math.max(...weights) : 1;
}

/** A list page holds all its keyword lines: for a word only some products carry, they go first. */
export const categoryPageWeight = 0.75;
