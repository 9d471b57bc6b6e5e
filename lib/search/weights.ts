import type { Category, Product } from '@/content/schema';

/**
 * Category weights in search (the content's `searchWeight`): a general word ("printer", a word
 * many categories' pages hold) ranks the everyday category's products first. Pagefind has no page
 * weight, so a page's weight goes where Pagefind has weights, and the index ranks by it: one
 * search, no re-ranking.
 *  - Its indexed text: Pagefind weighs each element (`data-pagefind-weight`, 0–10), and an
 *    element's own weight replaces its parent's rather than multiplying it, so the page's weight
 *    is multiplied into each part's here.
 *  - Its keywords, which decide most rankings (a word in metadata adds field weight × the word's
 *    rarity, far more than a word in the text): they go in a metadata field named by the page's
 *    weight, which the ranking option `metaWeights` weighs.
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

/**
 * The ranking's `metaWeights`: a word in the title counts most, then the keywords (synonyms such
 * as copier for an MFP: they say what the page is, where a passing mention in a text does not),
 * then the category's name; the keywords of each page weight in their own field.
 */
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

/**
 * A category page's weight. The page is a list: it holds every keyword line of its category, so
 * for a word only some of its products carry ("copier" in office equipment, which also lists
 * printers and shredders; "ink" in supplies) it ties with those products; they come first.
 */
export const categoryPageWeight = 0.75;
