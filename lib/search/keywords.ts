import type { Category, Product } from '@/content/schema';
import { modelNumber, queryTerms, textWords } from './query-terms';

type Locale = 'ka' | 'en';

/** Each keyword word, Georgian ending cut, starts a text word (ტონერი in "ტონერების ნაკრები"). */
export function mentions(words: string[], keyword: string): boolean {
  const terms = queryTerms(keyword);
  return terms.length > 0 && terms.every((term) => words.some((word) => word.startsWith(term)));
}

/** A line is one meaning, its synonyms comma-separated. */
export function synonyms(line: string): string[] {
  return line
    .split(',')
    .map((word) => word.trim())
    .filter((word) => word.length > 0);
}

/** Every line's, plus the spellings of the brands not sold that it replaces. */
export function categoryKeywords(category: Category, locale: Locale): string[] {
  const brands = (category.brandsNotSold ?? []).flatMap(synonyms);
  return [...new Set([...keywordLines(category, locale).flat(), ...brands])];
}

/** A category's keyword lines in one language, then its words in any language (searchWords). */
const keywordLines = (category: Category, locale: Locale): string[][] =>
  [...(category.keywords?.[locale] ?? []), ...(category.searchWords ?? [])].map(synonyms);

/** The search keywords of a page from its entries' words in any language (searchWords). */
export function pageKeywords(entries: readonly { searchWords?: string[] }[]): string[] {
  return [...new Set(entries.flatMap((entry) => entry.searchWords ?? []).flatMap(synonyms))];
}

/**
 * A line applies when the product's name (not its texts, which mention other things) uses one
 * of its words: an MFP is found as "copier". A code ending in letters (X45C) adds its number
 * (45c): the index splits it into x, 45 and c.
 */
export function productKeywords(
  product: Product,
  categories: Category[],
  locale: Locale,
): string[] {
  const words = textWords(product.name[locale]);
  const lines = categories
    .filter((category) => product.categories.includes(category.slug))
    .flatMap((category) => keywordLines(category, locale));
  const codes = (product.name[locale].match(/\b[A-Z]{1,3}\d{2,}[A-Z]+\b/g) ?? []).flatMap(
    (code) => modelNumber(code) ?? [],
  );
  return [
    ...new Set([...lines.filter((line) => line.some((k) => mentions(words, k))).flat(), ...codes]),
  ];
}
