import { hasGeorgianWord, isGeorgianSpecValue } from '@/content/fields/georgian-text';
import { both, inBoth } from '@/content/fields/two-languages';

describe('the Georgian side of a text', () => {
  it.each(['C3030-ის წინა ხედი', 'ფერადი A3 ბეჭდვა, 30 გვ/წთ', 'ᲑᲔᲭᲓᲕᲐ'])('accepts %s', (text) =>
    expect(hasGeorgianWord(text)).toBe(true),
  );
  it.each(['Colour MFP', 'C3030', 'Printer ა', '1200 × 1200 dpi'])('refuses %s', (text) =>
    expect(hasGeorgianWord(text)).toBe(false),
  );
});

describe('a specification value', () => {
  it.each([
    '1200 × 1200 dpi',
    'USB 2.0, Ethernet, Wi-Fi',
    'A4',
    '2 GB RAM, 32 GB eMMC',
    '80 g/m², 0,1 mm',
    '30 გვ/წთ (A4)',
  ])('may be %s', (text) => expect(isGeorgianSpecValue(text)).toBe(true));
  it.each(['colour', 'Up to 1200 dpi', '1,100 sheets (max. 5,600)', '1200 × 1200 dpi, mono'])(
    'may not be English words: %s',
    (text) => expect(isGeorgianSpecValue(text)).toBe(false),
  );
});

describe('a message in both languages', () => {
  it('splits again into Georgian and English', () => {
    expect(inBoth(both('ფასი', 'Price'))).toEqual({ ka: 'ფასი', en: 'Price' });
    expect(inBoth('only English')).toEqual({ ka: 'only English', en: 'only English' });
  });
  it('keeps a separator typed inside a part from splitting it wrongly', () => {
    expect(inBoth(both('ა / ბ', 'a / b'))).toEqual({ ka: 'ა/ბ', en: 'a/b' });
  });
});
