import fc from 'fast-check';
import {
  isPlaceholderEmail,
  isPlaceholderIban,
  isPlaceholderName,
  isPlaceholderNumber,
  isPlaceholderUrl,
} from '@/content/fields/placeholder-facts';

describe('a company fact that is still a placeholder', () => {
  it('e-mail on a reserved example domain, or saying "example"', () => {
    expect(isPlaceholderEmail('info@example.com')).toBe(true);
    expect(isPlaceholderEmail('sales@shop.example')).toBe(true);
    expect(isPlaceholderEmail('example@gmail.com')).toBe(true);
    expect(isPlaceholderEmail('info@printcentre.ge')).toBe(false);
  });

  it('links: a reserved host, or a page named "example"', () => {
    expect(isPlaceholderUrl('https://www.example.org/adherra-vinyl')).toBe(true);
    expect(isPlaceholderUrl('https://www.facebook.com/example.print.centre')).toBe(true);
    expect(isPlaceholderUrl('https://www.facebook.com/printcentre.ge')).toBe(false);
    expect(isPlaceholderUrl('https://examples.ge/')).toBe(false);
  });

  it('names: "sample" or "example" in English or Georgian', () => {
    expect(isPlaceholderName('სანიმუშო ბანკი')).toBe(true);
    expect(isPlaceholderName('example_print_centre')).toBe(true);
    expect(isPlaceholderName('საქართველოს ბანკი')).toBe(false);
    expect(isPlaceholderName('print_centre_tbilisi')).toBe(false);
  });

  it('numbers nearly all zeros, with or without the country code', () => {
    expect(isPlaceholderNumber('+995 32 200 00 00')).toBe(true);
    expect(isPlaceholderNumber('995555000000')).toBe(true);
    expect(isPlaceholderNumber('000000000')).toBe(true);
    expect(isPlaceholderNumber('111111111')).toBe(true);
    expect(isPlaceholderNumber('+995 32 2 47 10 00')).toBe(false);
    expect(isPlaceholderNumber('204567891')).toBe(false);
  });

  it('a number with four or more digits other than zero, not all one digit, is never a placeholder', () => {
    const zeros = fc.array(fc.constant('0'), { maxLength: 8 });
    const digits = fc
      .array(fc.constantFrom(...'123456789'), { minLength: 4, maxLength: 6 })
      .filter((list) => new Set(list).size > 1);
    const separator = fc.constantFrom(' ', '-', '');
    fc.assert(
      fc.property(
        zeros,
        digits,
        separator,
        (z, d, sep) =>
          // Zeros anywhere: shuffled in by alternating them with the other digits.
          !isPlaceholderNumber(
            `+995 ${d.map((x, i) => x + (z[i] ?? '')).join(sep)}${z.slice(d.length).join('')}`,
          ),
      ),
    );
  });

  it("IBAN: the registry's Georgian example, or an account of zeros", () => {
    expect(isPlaceholderIban('GE29NB0000000101904917')).toBe(true);
    expect(isPlaceholderIban('GE29 NB00 0000 0101 9049 17')).toBe(true);
    expect(isPlaceholderIban('GE60TB0000000000000000')).toBe(true);
    expect(isPlaceholderIban('GE45TB7526845063600001')).toBe(false);
  });
});
