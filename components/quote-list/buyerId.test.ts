import fc from 'fast-check';
import { buyerIdDigits, buyerIdKind, isBuyerIdOk } from '@/components/quote-list/buyerId';

const digits = (length: number) =>
  fc
    .array(fc.constantFrom(...'0123456789'), { minLength: length, maxLength: length })
    .map((d) => d.join(''));

/** Digits with the separators people type between them (space, dash, dot). */
const typed = (length: number) =>
  fc
    .tuple(
      digits(length),
      fc.array(fc.constantFrom('', ' ', '-', '.'), { minLength: length, maxLength: length }),
    )
    .map(([value, seps]) => [...value].map((d, i) => (i === 0 ? d : seps[i] + d)).join(''));

describe('the buyer identification code', () => {
  it('reads 9 digits as a company and 11 as a person, however they are spaced', () => {
    fc.assert(fc.property(typed(9), (value) => buyerIdKind(value) === 'company'));
    fc.assert(fc.property(typed(11), (value) => buyerIdKind(value) === 'person'));
  });

  it('rejects every other number of digits', () => {
    const other = fc.integer({ min: 1, max: 20 }).filter((n) => n !== 9 && n !== 11);
    fc.assert(
      fc.property(other.chain(typed), (value) => {
        expect(buyerIdKind(value)).toBeNull();
        expect(isBuyerIdOk(value)).toBe(false);
      }),
    );
  });

  it('rejects a code with a letter or another sign in it', () => {
    fc.assert(
      fc.property(
        digits(9),
        fc.integer({ min: 0, max: 9 }),
        fc.constantFrom('a', 'O', 'ა', '/', '+', '_'),
        (value, at, sign) => !isBuyerIdOk(value.slice(0, at) + sign + value.slice(at)),
      ),
    );
  });

  it('keeps the digits only, in order', () => {
    fc.assert(
      fc.property(digits(11), (value) => buyerIdDigits(value.replace(/(\d{3})/g, '$1 ')) === value),
    );
  });

  it('is optional: an empty or blank field passes', () => {
    expect(isBuyerIdOk('')).toBe(true);
    expect(isBuyerIdOk('   ')).toBe(true);
    expect(buyerIdKind('')).toBeNull();
  });
});
