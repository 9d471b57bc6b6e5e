import { choosePluralForm } from '@/lib/plural-forms';
import { formatMessage, pluralForms } from '@/lib/plural-label';
import en from '@/messages/en.json';
import ka from '@/messages/ka.json';

describe('plural forms made on the server, chosen in the browser', () => {
  const message = '{count, plural, =0 {No products} one {# product} other {# products}}';

  it('says the exact text for 0, and the language form for the rest, with the number grouped', () => {
    const forms = pluralForms('en', message);
    expect(choosePluralForm('en', forms, 0)).toBe('No products');
    expect(choosePluralForm('en', forms, 1)).toBe('1 product');
    expect(choosePluralForm('en', forms, 1200)).toBe('1,200 products');
  });

  it('agrees with the full reader for the header search message in both languages', () => {
    for (const [locale, text] of [
      ['en', en.SearchForm.suggestions],
      ['ka', ka.SearchForm.suggestions],
    ] as const) {
      const forms = pluralForms(locale, text);
      for (const count of [0, 1, 2, 5, 21, 1000])
        expect(choosePluralForm(locale, forms, count)).toBe(formatMessage(locale, text, { count }));
    }
  });
});
