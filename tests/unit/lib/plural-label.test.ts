import { pluralLabel } from '@/lib/plural-label';

describe('pluralLabel', () => {
  const labels = {
    zero: 'No products found',
    one: '{count} product found',
    other: '{count} products found',
  };
  it('picks the form for the count and formats the number for the language', () => {
    expect(pluralLabel('en', 0, labels)).toBe('No products found');
    expect(pluralLabel('en', 1, labels)).toBe('1 product found');
    expect(pluralLabel('en', 1200, labels)).toBe('1,200 products found');
    expect(pluralLabel('ka', 3, { ...labels, other: 'ნაპოვნია {count} პროდუქტი' })).toBe(
      'ნაპოვნია 3 პროდუქტი',
    );
  });

  it("inserts the visitor's query literally, whatever characters it holds", () => {
    const search = { zero: 'Nothing for “{query}”', one: '{count} for “{query}”', other: '' };
    expect(pluralLabel('en', 0, search, { query: '$&' })).toBe('Nothing for “$&”');
    expect(pluralLabel('en', 1, search, { query: "$1$'$`{count}" })).toBe("1 for “$1$'$`{count}”");
  });
});
