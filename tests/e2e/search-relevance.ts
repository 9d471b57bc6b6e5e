import type { Page } from '@playwright/test';
import type { Product } from '../../content/schema';
import type { productTypes } from '../../content/constants';
import en from '../../messages/en.json';
import ka from '../../messages/ka.json';
import compile from 'icu-minify/compile';
import { formatIcu } from '../../lib/icu';
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
 * page, unrelated queries find nothing) and by bench/search-relevance.mjs (precision at 1 and 5).
 */

type Locale = 'ka' | 'en';
type ProductType = (typeof productTypes)[number];

export type Expectation =
  /**
   * Products of these types (whose name, in the query's language, contains `named` when given),
   * and the category pages mostly made of them.
   */
  | { types: ProductType[]; named?: string }
  /** Products whose name, in the query's language, contains this text (any case). */
  | { named: string }
  /** The products whose name carries this model code. */
  | { code: string }
  /** Supplies that fit the device whose name carries this model code, named `named` when given. */
  | { fits: string; named?: string }
  /** A page by its path after the language, with its trailing slash: 'rental/', 'offers/'. */
  | { page: string }
  /** A category page, or any product in it (the held-out set names categories this way). */
  | { category: string }
  /** One product page by its id (the held-out set only: a frozen measurement, not a test). */
  | { product: string };

/** Who typed it: Georgian, English, Georgian in Latin letters, on the Georgian layout, Russian. */
export type QueryGroup = 'ka' | 'en' | 'latin-ka' | 'layout-ka' | 'ru';

export interface RelevanceQuery {
  locale: Locale;
  query: string;
  /** What the query exercises (synonym, plural, typo, case ending …), for the report. */
  kind: string;
  /** The group it is reported in; the site's language when not given. */
  group?: QueryGroup;
  /** Any of these is a right answer; an empty list means the query must find nothing. */
  expect: Expectation[];
  /**
   * Why the search still gets this query wrong (measured by bench/search-relevance.mjs and listed
   * in docs/performance.md, "Search relevance"); the browser test's floor leaves it out until it is
   * fixed.
   */
  shortfall?: string;
}

const shredder: Expectation[] = [{ types: ['shredder'] }];
const guillotine: Expectation[] = [{ types: ['guillotine'] }];
const laminator: Expectation[] = [{ types: ['laminator'] }];
const mfp: Expectation[] = [{ types: ['multifunction'] }];
/** A general word for printing devices: the everyday office printers and MFPs, and their category. */
const officePrinting: Expectation[] = [{ types: ['printer', 'multifunction'] }];
const printer: Expectation[] = [{ types: ['printer'] }];
const accessory: Expectation[] = [{ types: ['accessory'] }];
const uvPrinter: Expectation[] = [{ types: ['uv-printer'] }];
const cutter: Expectation[] = [{ types: ['cutter'] }];
const wideFormat: Expectation[] = [{ types: ['wide-format'] }];
const nothing: Expectation[] = [];
/** Supplies by what their names say (a toner, not a drum or an ink, for "toner"). */
const toner = (locale: Locale): Expectation[] => [
  { types: ['supply'], named: locale === 'en' ? 'toner' : 'ტონერ' },
];
const drum = (locale: Locale): Expectation[] => [
  { types: ['supply'], named: locale === 'en' ? 'drum' : 'დრამ' },
];
const paper = (locale: Locale): Expectation[] => [
  { types: ['supply'], named: locale === 'en' ? 'paper' : 'ქაღალდ' },
];
const ink = (locale: Locale): Expectation[] => [
  { types: ['supply'], named: locale === 'en' ? 'ink' : 'მელნ' },
];

/** A model code that appears in a product's name in both languages (C3045), from the content. */
const modelCode = siteContent.products
  .map((p) => /\b[A-Z]+\d{3,}[A-Z]?\b/.exec(p.name.en)?.[0])
  .find((code) => code !== undefined && siteContent.products.some((p) => p.name.ka.includes(code)));

/** The same queries on both sites: words typed in the other language or script, brands. */
const bothSites = (
  query: string,
  kind: string,
  expect: (locale: Locale) => Expectation[],
): RelevanceQuery[] =>
  (['en', 'ka'] as const).map((locale) => ({ locale, query, kind, expect: expect(locale) }));

export const relevanceSet: RelevanceQuery[] = [
  // English
  { locale: 'en', query: 'shredder', kind: 'name', expect: shredder },
  { locale: 'en', query: 'shredders', kind: 'plural', expect: shredder },
  { locale: 'en', query: 'paper shredder', kind: 'two words', expect: shredder },
  { locale: 'en', query: 'shreder', kind: 'typo', expect: shredder },
  { locale: 'en', query: 'shreddr', kind: 'typo', expect: shredder },
  { locale: 'en', query: 'guillotine', kind: 'name', expect: guillotine },
  { locale: 'en', query: 'guillotines', kind: 'plural', expect: guillotine },
  { locale: 'en', query: 'guilotine', kind: 'typo', expect: guillotine },
  { locale: 'en', query: 'paper cutter', kind: 'synonym', expect: guillotine },
  { locale: 'en', query: 'laminator', kind: 'name', expect: laminator },
  { locale: 'en', query: 'laminatr', kind: 'typo', expect: laminator },
  { locale: 'en', query: 'laminating machine', kind: 'synonym', expect: laminator },
  { locale: 'en', query: 'copier', kind: 'synonym', expect: mfp },
  { locale: 'en', query: 'copyer', kind: 'typo', expect: mfp },
  { locale: 'en', query: 'photocopiers', kind: 'synonym, plural', expect: mfp },
  { locale: 'en', query: 'copy machine', kind: 'synonym', expect: mfp },
  { locale: 'en', query: 'MFP', kind: 'abbreviation', expect: mfp },
  { locale: 'en', query: 'scanner', kind: 'what an MFP does', expect: mfp },
  { locale: 'en', query: 'printer', kind: 'general word', expect: officePrinting },
  { locale: 'en', query: 'printers', kind: 'general word, plural', expect: officePrinting },
  {
    locale: 'en',
    query: 'printr',
    kind: 'general word, typo',
    expect: officePrinting,
  },
  { locale: 'en', query: 'office printer', kind: 'two words', expect: officePrinting },
  { locale: 'en', query: 'laser printer', kind: 'synonym', expect: officePrinting },
  { locale: 'en', query: 'colour printer', kind: 'two words', expect: officePrinting },
  { locale: 'en', query: 'color printer', kind: 'US spelling', expect: officePrinting },
  { locale: 'en', query: 'mono printer', kind: 'two words', expect: printer },
  { locale: 'en', query: 'toner', kind: 'supply', expect: toner('en') },
  { locale: 'en', query: 'toners', kind: 'supply, plural', expect: toner('en') },
  { locale: 'en', query: 'tonner', kind: 'supply, typo', expect: toner('en') },
  { locale: 'en', query: 'cartridge', kind: 'synonym', expect: toner('en') },
  { locale: 'en', query: 'ink', kind: 'supply', expect: ink('en') },
  { locale: 'en', query: 'drum', kind: 'supply', expect: drum('en') },
  { locale: 'en', query: 'paper', kind: 'supply', expect: paper('en') },
  { locale: 'en', query: 'finisher', kind: 'accessory', expect: accessory },
  { locale: 'en', query: 'paper tray', kind: 'accessory', expect: accessory },
  { locale: 'en', query: 'uv printer', kind: 'two words', expect: uvPrinter },
  { locale: 'en', query: 'uv printers', kind: 'two words, plural', expect: uvPrinter },
  { locale: 'en', query: 'flatbed printer', kind: 'synonym', expect: uvPrinter },
  { locale: 'en', query: 'large format printer', kind: 'synonym', expect: wideFormat },
  { locale: 'en', query: 'solvent printer', kind: 'name', expect: wideFormat },
  { locale: 'en', query: 'plotter', kind: 'name', expect: [...wideFormat, { named: 'plotter' }] },
  { locale: 'en', query: 'plottr', kind: 'typo', expect: [...wideFormat, { named: 'plotter' }] },
  { locale: 'en', query: 'vinyl cutter', kind: 'name', expect: cutter },
  { locale: 'en', query: 'vinyl cuter', kind: 'typo', expect: cutter },
  { locale: 'en', query: 'cutting table', kind: 'synonym', expect: cutter },
  { locale: 'en', query: 'digital press', kind: 'synonym', expect: [{ named: 'press' }] },
  { locale: 'en', query: 'stapler', kind: 'related word', expect: [{ named: 'staple' }] },
  // Georgian typed on the English site: a Georgian word, Georgian in Latin letters.
  { locale: 'en', query: 'პრინტერი', kind: 'Georgian word', expect: officePrinting },
  { locale: 'en', query: 'ქსეროქსი', kind: 'Georgian colloquial word', expect: mfp },
  { locale: 'en', query: 'შრედერი', kind: 'Georgian word', expect: shredder },
  { locale: 'en', query: 'ლამინატორი', kind: 'Georgian word', expect: laminator },
  { locale: 'en', query: 'printeri', kind: 'Georgian in Latin letters', expect: officePrinting },
  { locale: 'en', query: 'toneri', kind: 'Georgian in Latin letters', expect: toner('en') },
  { locale: 'en', query: 'ხეროხ', kind: 'Georgian keyboard layout', expect: mfp },
  { locale: 'en', query: 'gps', kind: 'unrelated', expect: nothing },
  { locale: 'en', query: 'garmin', kind: 'unrelated', expect: nothing },
  { locale: 'en', query: 'GNSS', kind: 'unrelated', expect: nothing },
  {
    locale: 'en',
    query: 'coffee machine',
    kind: 'unrelated',
    expect: nothing,
  },
  {
    locale: 'en',
    query: 'can opener',
    kind: 'unrelated',
    expect: nothing,
    shortfall: '"can" starts "canister" and "opener" is one letter from "opened" (an ink set)',
  },
  // Georgian
  { locale: 'ka', query: 'შრედერი', kind: 'name', expect: shredder },
  { locale: 'ka', query: 'შრედერები', kind: 'plural', expect: shredder },
  { locale: 'ka', query: 'შრედერის', kind: 'genitive', expect: shredder },
  { locale: 'ka', query: 'შრედეერი', kind: 'typo', expect: shredder },
  { locale: 'ka', query: 'საქაღალდე საჭრელი', kind: 'synonym', expect: shredder },
  { locale: 'ka', query: 'გილიოტინა', kind: 'name', expect: guillotine },
  { locale: 'ka', query: 'გილიოტინები', kind: 'plural', expect: guillotine },
  { locale: 'ka', query: 'გილიოტინის', kind: 'genitive', expect: guillotine },
  { locale: 'ka', query: 'გილოტინა', kind: 'typo', expect: guillotine },
  { locale: 'ka', query: 'ლამინატორი', kind: 'name', expect: laminator },
  { locale: 'ka', query: 'ლამინატორები', kind: 'plural', expect: laminator },
  { locale: 'ka', query: 'ლამინატორზე', kind: 'postposition -ზე', expect: laminator },
  { locale: 'ka', query: 'ლამინტორი', kind: 'typo', expect: laminator },
  { locale: 'ka', query: 'ასლგადამღები', kind: 'synonym', expect: mfp },
  { locale: 'ka', query: 'ქსეროქსი', kind: 'colloquial synonym', expect: mfp },
  { locale: 'ka', query: 'ქსეროქსის აპარატი', kind: 'colloquial, two words', expect: mfp },
  { locale: 'ka', query: 'ფოტოასლი', kind: 'colloquial synonym', expect: mfp },
  { locale: 'ka', query: 'ასლის აპარატი', kind: 'colloquial synonym', expect: mfp },
  { locale: 'ka', query: 'მრავალფუნქციური', kind: 'name', expect: mfp },
  { locale: 'ka', query: 'სკანერი', kind: 'what an MFP does', expect: mfp },
  { locale: 'ka', query: 'პრინტერი', kind: 'general word', expect: officePrinting },
  { locale: 'ka', query: 'პრინტერები', kind: 'general word, plural', expect: officePrinting },
  { locale: 'ka', query: 'პრინტერის', kind: 'general word, genitive', expect: officePrinting },
  {
    locale: 'ka',
    query: 'პრინტრი',
    kind: 'general word, typo',
    expect: officePrinting,
  },
  { locale: 'ka', query: 'საოფისე პრინტერი', kind: 'two words', expect: officePrinting },
  { locale: 'ka', query: 'ფერადი პრინტერი', kind: 'two words', expect: officePrinting },
  { locale: 'ka', query: 'ტონერი', kind: 'supply', expect: toner('ka') },
  { locale: 'ka', query: 'ტონერები', kind: 'plural', expect: toner('ka') },
  { locale: 'ka', query: 'კარტრიჯი', kind: 'synonym', expect: toner('ka') },
  { locale: 'ka', query: 'მელანი', kind: 'supply', expect: ink('ka') },
  { locale: 'ka', query: 'საღებავი', kind: 'colloquial synonym', expect: ink('ka') },
  { locale: 'ka', query: 'დრამი', kind: 'supply', expect: [{ types: ['supply'], named: 'დრამ' }] },
  {
    locale: 'ka',
    query: 'ქაღალდი',
    kind: 'supply',
    expect: [{ types: ['supply'], named: 'ქაღალდ' }],
  },
  { locale: 'ka', query: 'ფინიშერი', kind: 'accessory', expect: accessory },
  { locale: 'ka', query: 'UV პრინტერი', kind: 'two words', expect: uvPrinter },
  { locale: 'ka', query: 'ბრტყელი პრინტერი', kind: 'synonym', expect: uvPrinter },
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
  // Latin letters on the Georgian site: English words and Georgian in Latin letters.
  { locale: 'ka', query: 'toner', kind: 'English word', expect: toner('ka') },
  { locale: 'ka', query: 'printer', kind: 'English general word', expect: officePrinting },
  { locale: 'ka', query: 'printers', kind: 'English general word', expect: officePrinting },
  { locale: 'ka', query: 'printeri', kind: 'Georgian in Latin letters', expect: officePrinting },
  { locale: 'ka', query: 'printerebi', kind: 'Latin letters, plural', expect: officePrinting },
  { locale: 'ka', query: 'qseroqsi', kind: 'Latin letters (q)', expect: mfp },
  { locale: 'ka', query: 'kseroqsi', kind: 'Latin letters (k, q)', expect: mfp },
  { locale: 'ka', query: 'kseroksi', kind: 'Latin letters (k)', expect: mfp },
  { locale: 'ka', query: 'toneri', kind: 'Latin letters', expect: toner('ka') },
  { locale: 'ka', query: 'melani', kind: 'Latin letters', expect: ink('ka') },
  { locale: 'ka', query: 'shrederi', kind: 'Latin letters (sh)', expect: shredder },
  { locale: 'ka', query: 'laminatori', kind: 'Latin letters', expect: laminator },
  { locale: 'ka', query: 'giliotina', kind: 'Latin letters', expect: guillotine },
  { locale: 'ka', query: 'kartriji', kind: 'Latin letters (j)', expect: toner('ka') },
  {
    locale: 'ka',
    query: 'qaghaldi',
    kind: 'Latin letters (gh)',
    expect: [{ types: ['supply'], named: 'ქაღალდ' }],
  },
  {
    locale: 'ka',
    query: 'plotteri',
    kind: 'Latin letters, typo',
    expect: [...wideFormat, { named: 'პლოტერ' }],
    shortfall: 'პლოტტერ is not a word; the Latin "plotter" also names cutting plotters',
  },
  { locale: 'ka', query: 'gps', kind: 'unrelated', expect: nothing },
  { locale: 'ka', query: 'garmin', kind: 'unrelated', expect: nothing },
  // A generic word (machine, აპარატი) is dropped beside another: a coffee machine is not sold.
  { locale: 'ka', query: 'ყავის აპარატი', kind: 'unknown word + generic word', expect: nothing },
  // Brand names used as words (xerox means a copier in Georgia); brands the dealer does not sell.
  ...bothSites('xerox', 'brand as a word', () => mfp),
  ...bothSites('canon', 'brand not sold', () => officePrinting),
  ...bothSites('epson', 'brand not sold', () => officePrinting),
  ...bothSites('brother', 'brand not sold', () => officePrinting),
  ...bothSites('ეპსონი', 'brand not sold, Georgian', () => officePrinting),
  ...bothSites('ბრაზერი', 'brand not sold, Georgian', () => officePrinting),
  { locale: 'en', query: 'cannon', kind: 'brand not sold, typo', expect: officePrinting },
  // Several words: pages more words name first, the last word (the thing asked for) first.
  ...bothSites('xerox toner', 'two words, copier word + supply', toner),
  ...bothSites('ქსეროქსის ტონერი', 'two words, genitive + supply', toner),
  ...bothSites('colour mfp c9999', 'a dead model code beside known words', () => mfp),
  { locale: 'en', query: 'a4 paper', kind: 'two words, format + supply', expect: paper('en') },
  { locale: 'ka', query: 'a4 ქაღალდი', kind: 'two words, format + supply', expect: paper('ka') },
  { locale: 'en', query: 'epson printer', kind: 'brand not sold + type', expect: officePrinting },
  // Informal spellings: g for ღ, c for კ, sound-alike letters, colloquial words.
  ...bothSites('qagaldi', 'Latin letters (g for ღ)', paper),
  ...bothSites('kagaldi', 'Latin letters (k, g for ღ)', paper),
  ...bothSites('cartriji', 'Latin letters (c for კ)', toner),
  ...bothSites('ქართრიჯი', 'sound-alike letters (ქ, თ)', toner),
  ...bothSites('კატრიჯი', 'colloquial spelling', toner),
  ...bothSites('ბარაბანი', 'colloquial synonym', drum),
  ...bothSites('ფოტობარაბანი', 'colloquial synonym', drum),
  ...bothSites('barabani', 'colloquial, Latin letters', drum),
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

/** The service a broken machine needs: the services, the service request or maintenance page. */
const servicePages: Expectation[] = [
  { page: 'services/' },
  { page: 'services/request/' },
  { page: 'services/maintenance/' },
];
const offersPage: Expectation[] = [{ page: 'offers/' }];
const paymentPage: Expectation[] = [{ page: 'info/delivery-payment/' }];
const rentalPage: Expectation[] = [{ page: 'rental/' }, { page: 'services/' }];
/** A device some supply fits, whose name carries a model code in both languages (M3030). */
const fittedCode = siteContent.products
  .filter((p) => siteContent.products.some((s) => s.compatibleWith.includes(p.id)))
  .map((p) => /\b[A-Z]+\d{3,}\b/.exec(p.name.en)?.[0])
  .find((code) => code !== undefined);
/** A model code ending in letters (X45C), found by its number (45c). */
const lettered = siteContent.products
  .map((p) => /\b[A-Z]{1,3}(\d{2,}[A-Z]+)\b/.exec(p.name.en))
  .find((match) => match !== null);

/** The same query on both sites, reported in one group (Russian, Latin-typed Georgian). */
const grouped = (
  group: QueryGroup,
  query: string,
  kind: string,
  expect: (locale: Locale) => Expectation[],
  locales: readonly Locale[] = ['en', 'ka'],
): RelevanceQuery[] =>
  locales.map((locale) => ({ locale, query, kind, group, expect: expect(locale) }));

/**
 * The classes issue 42 named (Russian, the Georgian layout, endings, borrowed words, typos, model
 * numbers, a supply for a model, what is not a product): a development set, tuned on.
 */
export const classesSet: RelevanceQuery[] = [
  ...grouped('ru', 'принтер', 'Russian', () => officePrinting),
  ...grouped('ru', 'ксерокс', 'Russian', () => mfp),
  ...grouped('ru', 'МФУ', 'Russian, capitals', () => mfp),
  ...grouped('ru', 'картридж', 'Russian', toner),
  ...grouped('ru', 'тонер', 'Russian', toner),
  ...grouped('ru', 'ламинатор', 'Russian', () => laminator),
  ...grouped('ru', 'шредер', 'Russian', () => shredder),
  ...grouped('ru', 'резак', 'Russian', () => guillotine),
  ...grouped('ru', 'бумага', 'Russian', paper),
  ...grouped('ru', 'ремонт', 'Russian, service', () => servicePages),
  ...grouped('ru', 'аренда', 'Russian, rental', () => rentalPage),
  ...grouped('ru', 'скидка', 'Russian, offers', () => offersPage),
  ...grouped('ru', 'НДС', 'Russian, VAT', () => paymentPage),
  ...grouped('ru', 'картриджи', 'Russian, plural', toner),
  ...grouped('ru', 'уничтожитель бумаги', 'Russian, two words', () => shredder),
  ...grouped('layout-ka', 'SekeTeba', 'layout, shifted T', () => servicePages, ['ka']),
  ...grouped('layout-ka', 'saWreli', 'layout, shifted W', () => [...guillotine, ...cutter], ['ka']),
  ...grouped('layout-ka', 'fasdakleba', 'layout, plain keys', () => offersPage, ['ka']),
  ...grouped('layout-ka', 'qaRaldi', 'layout, shifted R', paper, ['ka']),
  ...grouped('layout-ka', 'Srederi', 'layout, shifted S', () => shredder, ['ka']),
  ...grouped('layout-ka', 'qseroqsi', 'layout, plain keys', () => mfp, ['ka']),
  { locale: 'ka', query: 'განათლება', kind: 'stem of განათლებისთვის', expect: offersPage },
  { locale: 'ka', query: 'შრედერებში', kind: 'plural + postposition', expect: shredder },
  { locale: 'ka', query: 'რემონტი', kind: 'borrowed word', expect: servicePages },
  { locale: 'ka', query: 'ულტრაიისფერი', kind: 'descriptive word for UV', expect: uvPrinter },
  { locale: 'ka', query: 'ვინილი', kind: 'material for the machine', expect: cutter },
  { locale: 'ka', query: 'ფასდაკლება', kind: 'offers', expect: offersPage },
  { locale: 'ka', query: 'დღგ', kind: 'VAT', expect: paymentPage },
  { locale: 'ka', query: 'პრინტრი', kind: 'typo', expect: officePrinting },
  ...grouped('latin-ka', 'remonti', 'borrowed word, Latin', () => servicePages, ['ka']),
  ...grouped('latin-ka', 'gilotina', 'Latin letters, typo', () => guillotine),
  {
    locale: 'ka',
    group: 'latin-ka',
    query: 'shekeketeba',
    kind: 'Latin letters, typo',
    expect: servicePages,
    shortfall:
      'a doubled syllable in Latin letters: the four readings tried first spell k as ქ, and none is within two edits of შეკეთება',
  },
  { locale: 'en', query: 'tonr', kind: 'typo', expect: toner('en') },
  { locale: 'en', query: 'education discount', kind: 'offers', expect: offersPage },
  { locale: 'en', query: 'discount', kind: 'offers', expect: offersPage },
  { locale: 'en', query: 'VAT', kind: 'terms', expect: paymentPage },
  { locale: 'en', query: 'payment', kind: 'terms', expect: paymentPage },
  { locale: 'en', query: 'rent a copier', kind: 'rental', expect: rentalPage },
  { locale: 'en', query: 'broken copier', kind: 'service', expect: servicePages },
  ...(modelCode
    ? grouped(
        'en',
        modelCode.replace(/^([A-Z]+)/, '$1-').toLowerCase(),
        'model code, dashed',
        () => [{ code: modelCode }],
      )
    : []),
  ...(lettered
    ? grouped('en', lettered[1]!.toLowerCase(), 'model number without series', () => [
        { code: lettered[0] },
      ])
    : []),
  ...(fittedCode
    ? [
        ...grouped(
          'ka',
          `ტონერი ${fittedCode}`,
          'supply for a model',
          () => [{ fits: fittedCode, named: 'ტონერ' }],
          ['ka'],
        ),
        ...grouped(
          'en',
          `toner for ${fittedCode.toLowerCase()}`,
          'supply for a model',
          () => [{ fits: fittedCode, named: 'toner' }],
          ['en'],
        ),
        ...grouped(
          'latin-ka',
          `toneri ${fittedCode.toLowerCase()}`,
          'supply for a model, Latin',
          () => [{ fits: fittedCode, named: 'ტონერ' }],
          ['ka'],
        ),
      ]
    : []),
];

const productPath = (locale: Locale, product: Product) =>
  `${basePath}/${locale}/product/${product.id}/`;
const categoryPath = (locale: Locale, slug: string) => `${basePath}/${locale}/catalog/${slug}/`;

/** The group a query is reported in. */
export const groupOf = (query: RelevanceQuery): QueryGroup => query.group ?? query.locale;

function matching(expectation: Expectation, locale: Locale): Product[] {
  const { products } = siteContent;
  const named = (text: string | undefined) => (p: Product) =>
    text === undefined || p.name[locale].toLowerCase().includes(text.toLowerCase());
  if ('page' in expectation) return [];
  if ('category' in expectation)
    return products.filter((p) => p.categories.includes(expectation.category));
  if ('product' in expectation) return products.filter((p) => p.id === expectation.product);
  if ('fits' in expectation) {
    const devices = products.filter((p) => p.name[locale].includes(expectation.fits));
    return products.filter(
      (p) =>
        p.compatibleWith.some((id) => devices.some((d) => d.id === id)) &&
        named(expectation.named)(p),
    );
  }
  if ('types' in expectation)
    return products.filter(
      (p) => expectation.types.includes(p.type) && named(expectation.named)(p),
    );
  if ('named' in expectation) return products.filter(named(expectation.named));
  return products.filter((p) => p.name[locale].includes(expectation.code));
}

/** The pages that answer a query: its products, and for types the categories mostly made of them. */
export function expectedPaths(query: RelevanceQuery): Set<string> {
  const paths = new Set<string>();
  for (const expectation of query.expect) {
    const products = matching(expectation, query.locale);
    for (const product of products) paths.add(productPath(query.locale, product));
    if ('page' in expectation) paths.add(`${basePath}/${query.locale}/${expectation.page}`);
    if ('category' in expectation) paths.add(categoryPath(query.locale, expectation.category));
    if (!('types' in expectation)) continue;
    for (const category of siteContent.categories) {
      const inside = siteContent.products.filter((p) => p.categories.includes(category.slug));
      const ofType = inside.filter((p) => products.includes(p));
      if (inside.length > 0 && ofType.length * 2 > inside.length)
        paths.add(categoryPath(query.locale, category.slug));
    }
  }
  return paths;
}

/** Queries whose rules still match the content (all of them on the shipped catalogue). */
export const activeQueries = [...relevanceSet, ...classesSet].filter(
  (query) => query.expect.length === 0 || expectedPaths(query).size > 0,
);

/**
 * Precision at k: the share of the first k results that are right, out of the most that could be
 * (fewer than k when fewer pages answer). A query that must find nothing scores 1 when nothing is
 * shown and 0 otherwise. At 1 it says whether the first result is right.
 */
export function precisionAt(k: number, query: RelevanceQuery, results: string[]): number {
  const top = results.slice(0, k);
  if (query.expect.length === 0) return top.length === 0 ? 1 : 0;
  const expected = expectedPaths(query);
  const right = top.filter((path) => expected.has(path)).length;
  return right / Math.min(k, expected.size);
}

const zeroText = {
  en: formatIcu(compile(en.SearchResults.count), { count: 0, query: '{query}' }, 'en'),
  ka: formatIcu(compile(ka.SearchResults.count), { count: 0, query: '{query}' }, 'ka'),
};

/**
 * The result links of the search page for a query, in order (at most `limit`), read the way a
 * visitor sees them: the page's count line names the query once the search has answered.
 */
export async function searchResultPaths(
  page: Page,
  locale: Locale,
  query: string,
  limit = 5,
): Promise<string[]> {
  const searchPage = `${basePath}/${locale}/search/`;
  const url = `${searchPage}?q=${encodeURIComponent(query)}`;
  // Already on the search page: the next query as the browser's history brings it (the page
  // follows popstate), not a reload per query, which would measure page loads many times over.
  if (page.url().endsWith(searchPage) || page.url().includes(`${searchPage}?`))
    await page.evaluate((next) => {
      history.pushState(null, '', next);
      dispatchEvent(new PopStateEvent('popstate'));
    }, url);
  else await page.goto(url);
  // The count line quotes the query: quotes included, so a longer earlier query's line never
  // stands for this one.
  const quoted = locale === 'en' ? `“${query.trim()}”` : `„${query.trim()}“`;
  const status = page.getByRole('main').getByRole('status');
  await status.filter({ hasText: quoted }).waitFor({ timeout: 20_000 });
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
