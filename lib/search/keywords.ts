import type { Category, Product } from '@/content/schema';
import { modelNumber, queryTerms, textWords } from './query-terms';

type Locale = 'ka' | 'en';

/**
 * Whether a text already uses a keyword, in any form: each word of the keyword, with its
 * Georgian ending cut, starts a word of the text (ტონერი is in "ტონერების ნაკრები").
 */
export function mentions(words: string[], keyword: string): boolean {
  const terms = queryTerms(keyword);
  return terms.length > 0 && terms.every((term) => words.some((word) => word.startsWith(term)));
}

/**
 * The synonyms of one keyword line: a line is one meaning, its words separated by commas
 * ("toner, cartridge, ტონერი").
 */
export function synonyms(line: string): string[] {
  return line
    .split(',')
    .map((word) => word.trim())
    .filter((word) => word.length > 0);
}

/**
 * The search keywords of a category page: every line's, in one language, and the spellings of the
 * brands not sold that it replaces (lib/search/brands.ts).
 */
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
 * The search keywords of a product page. A keyword line is one meaning and its words are
 * synonyms, so a product gets a line when its name uses one of the line's words: an MFP (its
 * name says MFP) is found as "copier", a toner as "cartridge", while the printer and the drum in
 * the same categories are not, nor the guillotine whose subtitle mentions copy centres
 * (ასლგადამღები ცენტრი). The name, not the texts: a text mentions other things in passing. A
 * line no product names (brands the dealer does not sell) finds the category page only. A model
 * code ending in letters (X45C) adds its number (45c): the index splits the code into x, 45 and c,
 * so "45c" would find nothing.
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
