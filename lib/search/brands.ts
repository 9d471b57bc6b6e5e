import type { Category } from '@/content/schema';
import { queryTerms } from './query-terms';
import { mentions, synonyms } from './keywords';
import { isLatinWord, latinToGeorgian, readLayoutTyped } from './transliterate';

/** Their spellings find the replacing category, and the search page says the brand is not sold. */
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

/** Every word of a spelling starts a query word, Georgian endings cut (Epson's, ეპსონის). */
export function brandsNamed(query: string, brands: BrandNotSold[]): BrandNotSold[] {
  const words = queryTerms(query);
  return brands.filter((brand) => brand.spellings.some((spelling) => mentions(words, spelling)));
}

/** content/search.yaml's `notSold`: its name on each site and every spelling. */
export interface ThingNotSold {
  name: { ka: string; en: string };
  spellings: string[];
}

const georgianScript = /[\u10D0-\u10FF]/;
const latinScript = /^[\p{Script=Latin}\d\s-]+$/u;

/** The lines as things, each named by its first Georgian and first Latin-letter spelling. */
export function thingsNotSold(lines: readonly string[]): ThingNotSold[] {
  return lines.flatMap((line) => {
    const spellings = synonyms(line);
    const first = spellings[0];
    if (!first) return [];
    const ka = spellings.find((s) => georgianScript.test(s)) ?? first;
    const en = spellings.find((s) => latinScript.test(s)) ?? first;
    return [{ name: { ka, en }, spellings }];
  });
}

/** Read in every script Georgian is typed in, so "laptop repair" finds nothing, not repairs. */
export function thingsNamed(query: string, things: readonly ThingNotSold[]): ThingNotSold[] {
  if (things.length === 0) return [];
  const words = queryTerms(readLayoutTyped(query));
  const forms = [
    ...words,
    ...words.filter(isLatinWord).flatMap((word) => queryTerms(latinToGeorgian(word).join(' '))),
  ];
  return things.filter((thing) => thing.spellings.some((spelling) => mentions(forms, spelling)));
}
