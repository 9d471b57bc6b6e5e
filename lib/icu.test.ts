import compile from 'icu-minify/compile';
import en from '@/messages/en.json';
import ka from '@/messages/ka.json';
import { formatIcu } from '@/lib/icu';

/** A message as an island shows it: compiled on the server, formatted in the browser. */
const shown = (message: string, values: Record<string, string | number>, locale: string) =>
  formatIcu(compile(message), values, locale);

describe('formatIcu', () => {
  it('picks the form for the count and formats the number for the language', () => {
    expect(shown(en.CatalogBrowser.count, { count: 0 }, 'en')).toBe('No products found');
    expect(shown(en.CatalogBrowser.count, { count: 1 }, 'en')).toBe('1 product found');
    expect(shown(ka.CatalogBrowser.count, { count: 1 }, 'ka')).toBe('ნაპოვნია 1 პროდუქტი');
    expect(shown(ka.CatalogBrowser.count, { count: 0 }, 'ka')).toBe('პროდუქტი ვერ მოიძებნა');
    expect(shown(en.QuoteList.summary, { count: 1, total: 1 }, 'en')).toBe(
      '1 product, 1 item in total',
    );
    expect(shown(en.QuoteList.summary, { count: 2, total: 1200 }, 'en')).toBe(
      '2 products, 1,200 items in total',
    );
    expect(shown(en.ComparePage.caption, { count: 1 }, 'en')).toBe('Comparison of 1 product');
    // Georgian keeps the noun singular after a number.
    expect(shown(ka.QuoteList.summary, { count: 1, total: 12 }, 'ka')).toBe(
      '1 პროდუქტი, სულ 12 ცალი',
    );
  });

  it("inserts the visitor's query literally, whatever characters it holds", () => {
    const search = '{count, plural, =0 {Nothing for “{query}”} other {# for “{query}”}}';
    expect(shown(search, { count: 0, query: '$&' }, 'en')).toBe('Nothing for “$&”');
    expect(shown(search, { count: 1, query: "$1$'$`{count}#" }, 'en')).toBe(
      "1 for “$1$'$`{count}#”",
    );
  });
});

describe('messages', () => {
  it.each([
    ['en', en],
    ['ka', ka],
  ])('in %s all compile as ICU', (_locale, messages) => {
    for (const [key, text] of flatten(messages)) expect(() => compile(text)).not.toThrow(key);
  });

  // Issue 29 item 15: a count placeholder outside a plural reads "1 products" somewhere.
  const flatten = (tree: object, prefix = ''): [string, string][] =>
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[prefix + key, value] as [string, string]]
        : flatten(value as object, `${prefix}${key}.`),
    );
  // Counts of things, each of which a noun follows; positions ("image 2 of 5") are not counts.
  const counts = ['count', 'total', 'max'];
  const positions = new Set([
    'ProductDetail.thumbnailLabel',
    'HeroCarousel.slide',
    'ProductGallery.counter',
    'CompareBar.heading',
    'CatalogBrowser.showMore',
    'SuppliesFinder.shown',
    // Prices, not counts: "Price: ₾100 to ₾500".
    'CatalogBrowser.priceChipRange',
    'CatalogBrowser.priceChipMax',
  ]);
  it.each([
    ['en', en],
    ['ka', ka],
  ])('in %s put every count of things in an ICU plural', (_locale, messages) => {
    const plain = flatten(messages).filter(
      ([key, text]) =>
        !positions.has(key) && counts.some((name) => new RegExp(`\\{${name}[},]`).test(text)),
    );
    for (const [key, text] of plain)
      for (const name of counts)
        if (new RegExp(`\\{${name}(\\}|, *number)`).test(text)) expect({ key, text }).toBe(name);
  });
});
