import type { Page } from '@playwright/test';
import type { Product } from '../../content/schema';
import type { productTypes } from '../../content/constants';
import en from '../../messages/en.json';
import ka from '../../messages/ka.json';
import { formatMessage } from '../../lib/plural-label';
import { basePath } from '../../site.config.mjs';
import { siteContent } from './site-content';

/**
 * The search relevance set: real queries in both languages (synonyms, plurals, Georgian case
 * endings, typos, the other language's word) with what a visitor expects near the top.
 * Expectations are rules over the content the export was built from, never fixed ids, so the set
 * keeps working when the dealer edits the catalogue: a rule that matches nothing any more (the
 * dealer stopped selling laminators) skips its query instead of failing it.
 *
 * Used by tests/e2e/search-relevance.spec.ts (a floor: every query's top 3 holds an expected
 * page, unrelated queries find nothing) and by scripts/search-relevance.mjs (precision at 3).
 */

type Locale = 'ka' | 'en';
type ProductType = (typeof productTypes)[number];

export type Expectation =
  /** Products of these types, and the category pages mostly made of them. */
  | { types: ProductType[] }
  /** Products whose name, in the query's language, contains this text (any case). */
  | { named: string }
  /** The products whose name carries this model code. */
  | { code: string };

export interface RelevanceQuery {
  locale: Locale;
  query: string;
  /** What the query exercises (synonym, plural, typo, case ending …), for the report. */
  kind: string;
  /** Any of these is a right answer; an empty list means the query must find nothing. */
  expect: Expectation[];
}

const shredder: Expectation[] = [{ types: ['shredder'] }];
const guillotine: Expectation[] = [{ types: ['guillotine'] }];
const laminator: Expectation[] = [{ types: ['laminator'] }];
const mfp: Expectation[] = [{ types: ['multifunction'] }];
const supplies: Expectation[] = [{ types: ['supply'] }];
const uvPrinter: Expectation[] = [{ types: ['uv-printer'] }];
const cutter: Expectation[] = [{ types: ['cutter'] }];
const wideFormat: Expectation[] = [{ types: ['wide-format'] }];
const nothing: Expectation[] = [];

/** A model code that appears in a product's name in both languages (C3045), from the content. */
const modelCode = siteContent.products
  .map((p) => /\b[A-Z]+\d{3,}[A-Z]?\b/.exec(p.name.en)?.[0])
  .find((code) => code !== undefined && siteContent.products.some((p) => p.name.ka.includes(code)));

export const relevanceSet: RelevanceQuery[] = [
  // English
  { locale: 'en', query: 'shredder', kind: 'name', expect: shredder },
  { locale: 'en', query: 'shredders', kind: 'plural', expect: shredder },
  { locale: 'en', query: 'paper shredder', kind: 'two words', expect: shredder },
  { locale: 'en', query: 'shreder', kind: 'typo', expect: shredder },
  { locale: 'en', query: 'guillotine', kind: 'name', expect: guillotine },
  { locale: 'en', query: 'guillotines', kind: 'plural', expect: guillotine },
  { locale: 'en', query: 'guilotine', kind: 'typo', expect: guillotine },
  { locale: 'en', query: 'laminator', kind: 'name', expect: laminator },
  { locale: 'en', query: 'laminatr', kind: 'typo', expect: laminator },
  { locale: 'en', query: 'laminating machine', kind: 'synonym', expect: laminator },
  { locale: 'en', query: 'copier', kind: 'synonym', expect: mfp },
  { locale: 'en', query: 'photocopiers', kind: 'synonym, plural', expect: mfp },
  { locale: 'en', query: 'MFP', kind: 'abbreviation', expect: mfp },
  { locale: 'en', query: 'toner', kind: 'supply', expect: supplies },
  { locale: 'en', query: 'ink', kind: 'supply', expect: supplies },
  { locale: 'en', query: 'uv printer', kind: 'two words', expect: uvPrinter },
  { locale: 'en', query: 'flatbed printer', kind: 'synonym', expect: uvPrinter },
  { locale: 'en', query: 'large format printer', kind: 'synonym', expect: wideFormat },
  { locale: 'en', query: 'plotter', kind: 'name', expect: [...wideFormat, { named: 'plotter' }] },
  { locale: 'en', query: 'vinyl cutter', kind: 'name', expect: cutter },
  { locale: 'en', query: 'cutting table', kind: 'synonym', expect: cutter },
  { locale: 'en', query: 'digital press', kind: 'synonym', expect: [{ named: 'press' }] },
  { locale: 'en', query: 'stapler', kind: 'related word', expect: [{ named: 'staple' }] },
  { locale: 'en', query: 'gps', kind: 'unrelated', expect: nothing },
  { locale: 'en', query: 'garmin', kind: 'unrelated', expect: nothing },
  { locale: 'en', query: 'GNSS', kind: 'unrelated', expect: nothing },
  { locale: 'en', query: 'xerox', kind: 'unrelated brand', expect: nothing },
  { locale: 'en', query: 'coffee machine', kind: 'unrelated', expect: nothing },
  // Georgian
  { locale: 'ka', query: 'შრედერი', kind: 'name', expect: shredder },
  { locale: 'ka', query: 'შრედერები', kind: 'plural', expect: shredder },
  { locale: 'ka', query: 'შრედერის', kind: 'genitive', expect: shredder },
  { locale: 'ka', query: 'საქაღალდე საჭრელი', kind: 'synonym', expect: shredder },
  { locale: 'ka', query: 'გილიოტინა', kind: 'name', expect: guillotine },
  { locale: 'ka', query: 'გილიოტინები', kind: 'plural', expect: guillotine },
  { locale: 'ka', query: 'გილიოტინის', kind: 'genitive', expect: guillotine },
  { locale: 'ka', query: 'გილოტინა', kind: 'typo', expect: guillotine },
  { locale: 'ka', query: 'ლამინატორი', kind: 'name', expect: laminator },
  { locale: 'ka', query: 'ლამინატორები', kind: 'plural', expect: laminator },
  { locale: 'ka', query: 'ლამინატორზე', kind: 'postposition -ზე', expect: laminator },
  { locale: 'ka', query: 'ასლგადამღები', kind: 'synonym', expect: mfp },
  { locale: 'ka', query: 'ქსეროქსი', kind: 'colloquial synonym', expect: mfp },
  { locale: 'ka', query: 'მრავალფუნქციური', kind: 'name', expect: mfp },
  { locale: 'ka', query: 'ტონერი', kind: 'supply', expect: supplies },
  { locale: 'ka', query: 'ტონერები', kind: 'plural', expect: supplies },
  { locale: 'ka', query: 'toner', kind: 'English word', expect: supplies },
  { locale: 'ka', query: 'მელანი', kind: 'supply', expect: supplies },
  { locale: 'ka', query: 'UV პრინტერი', kind: 'two words', expect: uvPrinter },
  { locale: 'ka', query: 'ფართოფორმატიანი პრინტერით', kind: 'instrumental', expect: wideFormat },
  { locale: 'ka', query: 'პლოტერი', kind: 'name', expect: [...wideFormat, { named: 'პლოტერ' }] },
  { locale: 'ka', query: 'ფირის საჭრელი', kind: 'name', expect: cutter },
  { locale: 'ka', query: 'საჭრელი მაგიდა', kind: 'synonym', expect: cutter },
  {
    locale: 'ka',
    query: 'საბეჭდი მანქანები',
    kind: 'plural',
    expect: [{ named: 'საბეჭდი მანქანა' }],
  },
  { locale: 'ka', query: 'gps', kind: 'unrelated', expect: nothing },
  { locale: 'ka', query: 'garmin', kind: 'unrelated', expect: nothing },
  { locale: 'ka', query: 'ყავის აპარატი', kind: 'unrelated', expect: nothing },
  // A model code from the catalogue, typed in lower case and with a space.
  ...(modelCode
    ? (['en', 'ka'] as const).flatMap((locale): RelevanceQuery[] => [
        {
          locale,
          query: modelCode.toLowerCase(),
          kind: 'model code',
          expect: [{ code: modelCode }],
        },
        {
          locale,
          query: modelCode.replace(/^([A-Z]+)/, '$1 ').toLowerCase(),
          kind: 'model code, spaced',
          expect: [{ code: modelCode }],
        },
      ])
    : []),
];

const productPath = (locale: Locale, product: Product) =>
  `${basePath}/${locale}/product/${product.id}/`;
const categoryPath = (locale: Locale, slug: string) => `${basePath}/${locale}/catalog/${slug}/`;

function matching(expectation: Expectation, locale: Locale): Product[] {
  const { products } = siteContent;
  if ('types' in expectation) return products.filter((p) => expectation.types.includes(p.type));
  if ('named' in expectation) {
    const text = expectation.named.toLowerCase();
    return products.filter((p) => p.name[locale].toLowerCase().includes(text));
  }
  return products.filter((p) => p.name[locale].includes(expectation.code));
}

/** The pages that answer a query: its products, and for types the categories mostly made of them. */
export function expectedPaths(query: RelevanceQuery): Set<string> {
  const paths = new Set<string>();
  for (const expectation of query.expect) {
    const products = matching(expectation, query.locale);
    for (const product of products) paths.add(productPath(query.locale, product));
    if (!('types' in expectation)) continue;
    for (const category of siteContent.categories) {
      const inside = siteContent.products.filter((p) => p.categories.includes(category.slug));
      const ofType = inside.filter((p) => expectation.types.includes(p.type));
      if (inside.length > 0 && ofType.length * 2 > inside.length)
        paths.add(categoryPath(query.locale, category.slug));
    }
  }
  return paths;
}

/** Queries whose rules still match the content (all of them on the shipped catalogue). */
export const activeQueries = relevanceSet.filter(
  (query) => query.expect.length === 0 || expectedPaths(query).size > 0,
);

/**
 * Precision at 3: the share of the first three results that are right, out of the most that
 * could be (fewer than three when fewer pages answer). A query that must find nothing scores 1
 * when nothing is shown and 0 otherwise.
 */
export function precisionAt3(query: RelevanceQuery, results: string[]): number {
  const top = results.slice(0, 3);
  if (query.expect.length === 0) return top.length === 0 ? 1 : 0;
  const expected = expectedPaths(query);
  const right = top.filter((path) => expected.has(path)).length;
  return right / Math.min(3, expected.size);
}

const zeroText = {
  en: formatMessage('en', en.SearchResults.count, { count: 0, query: '{query}' }),
  ka: formatMessage('ka', ka.SearchResults.count, { count: 0, query: '{query}' }),
};

/**
 * The result links of the search page for a query, in order (at most `limit`), read the way a
 * visitor sees them: the page's count line names the query once the search has answered.
 */
export async function searchResultPaths(
  page: Page,
  locale: Locale,
  query: string,
  limit = 3,
): Promise<string[]> {
  await page.goto(`${basePath}/${locale}/search/?q=${encodeURIComponent(query)}`);
  const status = page.getByRole('main').getByRole('status');
  await status.filter({ hasText: query.trim() }).waitFor({ timeout: 20_000 });
  if ((await status.textContent())?.trim() === zeroText[locale].replace('{query}', query.trim()))
    return [];
  return page
    .getByRole('main')
    .getByRole('listitem')
    .evaluateAll(
      (items, max) =>
        items
          .map((item) => item.querySelector('a')?.getAttribute('href') ?? '')
          .filter((href) => href !== '')
          .slice(0, max),
      limit,
    );
}
