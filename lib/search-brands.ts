import type { Category } from '@/content/schema';
import { queryTerms } from './query-terms';
import { mentions, synonyms } from './search-keywords';

/**
 * Brands the dealer does not sell (the categories' `brandsNotSold`, content/categories): their
 * spellings find the category that replaces them (lib/search-keywords.ts), and the search page
 * says plainly that the brand is not sold.
 */
export interface BrandNotSold {
  /** The brand's name as shown (the line's first spelling). */
  name: string;
  /** Every spelling that names it (Epson, ეპსონი). */
  spellings: string[];
}

/** The brands of every category, each once (by name). */
export function brandsNotSold(categories: Category[]): BrandNotSold[] {
  const brands = new Map<string, BrandNotSold>();
  for (const line of categories.flatMap((category) => category.brandsNotSold ?? [])) {
    const spellings = synonyms(line);
    const name = spellings[0];
    if (name && !brands.has(name.toLowerCase()))
      brands.set(name.toLowerCase(), { name, spellings });
  }
  return [...brands.values()];
}

/**
 * The brands a query names, in the brands' order: a spelling whose every word starts a word of the
 * query, Georgian endings cut (epson, Epson's, ეპსონის, brother).
 */
export function brandsNamed(query: string, brands: BrandNotSold[]): BrandNotSold[] {
  const words = queryTerms(query);
  return brands.filter((brand) => brand.spellings.some((spelling) => mentions(words, spelling)));
}
