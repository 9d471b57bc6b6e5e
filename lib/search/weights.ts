import type { Category, Product } from '@/content/schema';

/**
 * Category weights in search (the content's `searchWeight`): a general word ("printer", a word
 * many categories' pages hold) ranks the everyday category's products first. Pagefind has no page
 * weight, but it weighs each indexed element (`data-pagefind-weight`, 0–10), and an element's
 * own weight replaces its parent's rather than multiplying it, so a page's weight is multiplied
 * into each of its indexed elements here. The index then ranks by it: one search, no re-ranking.
 */

/** Pagefind's weights of a page's indexed parts, before the page's weight (an h1 is 7 by default). */
export const partWeights = { title: 7, lead: 2, text: 1, specifications: 0.5 } as const;

/** `data-pagefind-weight` of a part on a page of weight `page`: Pagefind caps weights at 10. */
export const indexWeight = (part: keyof typeof partWeights, page = 1): string =>
  String(Math.min(10, Math.round(partWeights[part] * page * 100) / 100));

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
