import type { Category, Product } from '@/content/schema';
import { queryTerms, textWords } from './query-terms';

type Locale = 'ka' | 'en';

/**
 * Whether a text already uses a keyword, in any form: each word of the keyword, with its
 * Georgian ending cut, starts a word of the text (ტონერი is in "ტონერების ნაკრები").
 */
export function mentions(words: string[], keyword: string): boolean {
  const terms = queryTerms(keyword);
  return terms.length > 0 && terms.every((term) => words.some((word) => word.startsWith(term)));
}

/** The search keywords of a category page: all of the category's, in one language. */
export function categoryKeywords(category: Category, locale: Locale): string[] {
  return category.keywords?.[locale] ?? [];
}

/**
 * The search keywords of a product page. A category's keywords are synonyms of one another, so
 * a product gets a category's list when its name uses one of them: an MFP (its name says MFP) is
 * found as "copier", while the shredder in the same office category is not, nor the guillotine
 * whose subtitle mentions copy centres (ასლგადამღები ცენტრი). The name, not the texts: a text
 * mentions other things in passing.
 */
export function productKeywords(
  product: Product,
  categories: Category[],
  locale: Locale,
): string[] {
  const words = textWords(product.name[locale]);
  const lists = categories
    .filter((category) => product.categories.includes(category.slug))
    .map((category) => categoryKeywords(category, locale));
  return [...new Set(lists.filter((list) => list.some((k) => mentions(words, k))).flat())];
}
