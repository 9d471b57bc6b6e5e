import { compactIban, isGeorgianIban, isIdentificationCode } from '@/content/fields/invoicing';

describe('identification code', () => {
  it('is nine digits', () => {
    expect(isIdentificationCode('123456789')).toBe(true);
    for (const value of ['12345678', '1234567890', '12345678a', ' 123456789', '123 456 789'])
      expect(isIdentificationCode(value)).toBe(false);
  });
});

describe('Georgian IBAN', () => {
  // The example of the SWIFT IBAN registry for Georgia.
  const example = 'GE29NB0000000101904917';

  it('accepts a valid IBAN, with or without spaces, in any case', () => {
    expect(isGeorgianIban(example)).toBe(true);
    expect(isGeorgianIban('GE29 NB00 0000 0101 9049 17')).toBe(true);
    expect(isGeorgianIban('ge29nb0000000101904917')).toBe(true);
  });

  it('rejects a wrong check digit, length, country or bank code', () => {
    expect(isGeorgianIban('GE28NB0000000101904917')).toBe(false); // check digits
    expect(isGeorgianIban('GE29NB0000000101904918')).toBe(false); // one digit changed
    expect(isGeorgianIban('GE29NB000000010190491')).toBe(false); // 21 characters
    expect(isGeorgianIban('DE89370400440532013000')).toBe(false); // a valid German IBAN
    expect(isGeorgianIban('GE2912000000000101904917')).toBe(false); // digits for the bank code
    expect(isGeorgianIban('')).toBe(false);
  });

  it('compacts a written IBAN', () => {
    expect(compactIban(' ge29 nb00 0000 0101 9049 17 ')).toBe(example);
  });
});
