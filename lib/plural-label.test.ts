import en from '@/messages/en.json';
import ka from '@/messages/ka.json';
import { formatMessage, pluralLabel, pluralTemplate } from '@/lib/plural-label';

describe('pluralLabel', () => {
  const found =
    '{count, plural, =0 {No products found} one {# product found} other {# products found}}';
  it('picks the form for the count and formats the number for the language', () => {
    expect(pluralLabel('en', 0, found)).toBe('No products found');
    expect(pluralLabel('en', 1, found)).toBe('1 product found');
    expect(pluralLabel('en', 1200, found)).toBe('1,200 products found');
    expect(pluralLabel('ka', 3, '{count, plural, other {ნაპოვნია # პროდუქტი}}')).toBe(
      'ნაპოვნია 3 პროდუქტი',
    );
  });

  it("inserts the visitor's query literally, whatever characters it holds", () => {
    const search = '{count, plural, =0 {Nothing for “{query}”} other {# for “{query}”}}';
    expect(pluralLabel('en', 0, search, { query: '$&' })).toBe('Nothing for “$&”');
    expect(pluralLabel('en', 1, search, { query: "$1$'$`{count}#" })).toBe(
      "1 for “$1$'$`{count}#”",
    );
  });
});

describe('formatMessage', () => {
  it('chooses each count its own form (issue 29 item 15: "1 product, 1 items in total")', () => {
    expect(formatMessage('en', en.QuoteList.summary, { count: 1, total: 1 })).toBe(
      '1 product, 1 item in total',
    );
    expect(formatMessage('en', en.QuoteList.summary, { count: 2, total: 1 })).toBe(
      '2 products, 1 item in total',
    );
    expect(formatMessage('en', en.QuoteList.summary, { count: 1, total: 7 })).toBe(
      '1 product, 7 items in total',
    );
    expect(formatMessage('en', en.ComparePage.caption, { count: 1 })).toBe(
      'Comparison of 1 product',
    );
    // Georgian keeps the noun singular after a number.
    expect(formatMessage('ka', ka.QuoteList.summary, { count: 1, total: 12 })).toBe(
      '1 პროდუქტი, სულ 12 ცალი',
    );
  });

  it('leaves unknown placeholders and plain apostrophes as they are', () => {
    expect(formatMessage('en', "{name}'s list: {missing}", { name: 'Ann' })).toBe(
      "Ann's list: {missing}",
    );
    expect(formatMessage('en', 'Search {count, number} products', { count: 1234 })).toBe(
      'Search 1,234 products',
    );
  });

  it('gives one form of a plural as a {count} template for the badge script', () => {
    expect(pluralTemplate('en', en.QuoteBadge.count, 'one')).toBe('Quote list: {count} product');
    expect(pluralTemplate('en', en.QuoteBadge.count, 'other')).toBe('Quote list: {count} products');
    expect(pluralTemplate('ka', ka.QuoteBadge.count, 'one')).toBe(
      'მოთხოვნის სია: {count} პროდუქტი',
    );
  });
});

describe('messages', () => {
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
