/** @jest-environment node */
/**
 * What the dealer reads when the publish check refuses a save: each problem names the entry and
 * the field by the editor's own labels, rows counted from 1, once in Georgian and once in
 * English, never as the file's path (ka.specifications.1.value).
 */
import { formatProblem, problemLines } from '@/content/load';
import { fixtureCopy } from '../tests/support/content/fixture-content';

const product = 'products/colour-mfp-c3030.yaml';
let site: ReturnType<typeof fixtureCopy>;
beforeEach(() => (site = fixtureCopy()));
afterEach(() => site.remove());

/** The Georgian and English lines of every problem. */
const lines = () => site.read().problems.flatMap(problemLines);

it('names a refused price by the entry and the field labels, in both languages', () => {
  site.edit(product, ({ ka }) => (ka.price = { amount: -95, currency: 'GEL' }));
  expect(lines()).toEqual([
    'პროდუქტი „ფერადი მრავალფუნქციური C3030“, ფასი → თანხა: უნდა იყოს 0-ზე მეტი',
    'Product “Colour MFP C3030”, Price → Amount: must be more than 0',
  ]);
});

it('counts rows from 1 and says which language column a text is in', () => {
  site.edit(product, ({ ka }) => {
    const specs = ka.specifications as { value: string }[];
    specs[1]!.value = 'colour';
  });
  expect(lines()).toEqual([
    expect.stringMatching(
      /^პროდუქტი „.+“, ტექნიკური მახასიათებლები → სტრიქონი 2 → მნიშვნელობა \(ქართული\): უნდა შეიცავდეს ქართულ სიტყვას/,
    ),
    expect.stringMatching(
      /^Product “.+”, Specifications → row 2 → Value \(Georgian\): must contain a Georgian word, or only numbers, units/,
    ),
  ]);
});

it('accepts a specification value with nothing to translate, the same in both languages', () => {
  site.edit(product, ({ ka, en }) => {
    (ka.specifications as { value: string }[])[1]!.value = '1200 × 1200 dpi';
    (en.specifications as { value: string }[])[1]!.value = '1200 × 1200 dpi';
  });
  expect(lines()).toEqual([]);
});

it('refuses an impossible closing time, naming the company field', () => {
  for (const closes of ['99:99', '19.00', '24:00']) {
    site.edit('company.yaml', ({ ka }) => ((ka.hours as { closes: string }).closes = closes));
    expect([closes, lines()]).toEqual([
      closes,
      [
        'კომპანიის მონაცემები, სამუშაო საათები → იკეტება: უნდა იყოს დრო 00:00-დან 23:59-მდე, ჩაწერილი ს:წწ სახით, მაგ. 10:00 ან 19:00',
        'Company details, Opening hours → Closes: must be a time from 00:00 to 23:59, written HH:MM, e.g. 10:00 or 19:00',
      ],
    ]);
  }
  site.edit('company.yaml', ({ ka }) => ((ka.hours as { closes: string }).closes = '23:59'));
  expect(lines()).toEqual([]);
});

it('says a missing English text is missing, in the English column', () => {
  site.edit(product, ({ en }) => delete en.subtitle);
  expect(lines()).toEqual([
    'პროდუქტი „ფერადი მრავალფუნქციური C3030“, ქვესათაური (ინგლისური): სავალდებულო ველი ცარიელია',
    'Product “Colour MFP C3030”, Subtitle (English): is missing (required)',
  ]);
});

it('needs one photo, not three', () => {
  site.edit(product, ({ ka, en }) => {
    ka.images = (ka.images as unknown[]).slice(0, 1);
    en.images = (en.images as unknown[]).slice(0, 1);
  });
  expect(lines()).toEqual([]);
  site.edit(product, ({ ka, en }) => {
    ka.images = [];
    en.images = [];
  });
  expect(lines()).toEqual([
    'პროდუქტი „ფერადი მრავალფუნქციური C3030“, ფოტოები: საჭიროა მინიმუმ ერთი ფოტო',
    'Product “Colour MFP C3030”, Photos: needs at least one photo',
  ]);
});

it('names rule problems found across entries the same way', () => {
  site.edit(product, ({ ka }) => (ka.categories = ['office', 'gps-receivers']));
  expect(lines()).toEqual([
    'პროდუქტი „ფერადი მრავალფუნქციური C3030“, კატეგორიები → სტრიქონი 2: უცნობი კატეგორია „gps-receivers“',
    'Product “Colour MFP C3030”, Categories → row 2: unknown category "gps-receivers"',
  ]);
});

it('prints the file and line, then one line per language, and no file path of the field', () => {
  site.edit(product, ({ ka }) => (ka.price = { amount: 0 }));
  const [text] = site.read().problems.map(formatProblem);
  expect(text).toMatch(
    /^\S*products\/colour-mfp-c3030\.yaml:\d+\n {4}პროდუქტი .+: უნდა იყოს 0-ზე მეტი\n {4}Product .+, Price → Amount: must be more than 0$/,
  );
  expect(text).not.toMatch(/ka\.price|amount"/);
});
