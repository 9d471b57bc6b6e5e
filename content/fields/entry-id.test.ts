import { isEntryId, maxEntryIdLength } from '@/content/fields/entry-id';
import { isProductId } from '@/lib/quote-list/lines';

describe('the one id rule', () => {
  it('accepts lowercase slugs up to the length limit', () => {
    expect(isEntryId('colour-mfp-c3045')).toBe(true);
    expect(isEntryId('a'.repeat(maxEntryIdLength))).toBe(true);
  });

  it('refuses longer ids, which could not be a file name on every disk or fit a shared link', () => {
    expect(isEntryId('a'.repeat(maxEntryIdLength + 1))).toBe(false);
    expect(isEntryId('a'.repeat(300))).toBe(false);
  });

  it.each(['', '-a', 'a-', 'a--b', 'A', 'a_b', '../x', 'a b', 'toString'])('refuses %j', (value) =>
    expect(isEntryId(value)).toBe(false),
  );

  it('is the rule the quote list and compare apply to ids from links and storage', () => {
    expect(isProductId('a'.repeat(maxEntryIdLength))).toBe(true);
    expect(isProductId('a'.repeat(maxEntryIdLength + 1))).toBe(false);
  });
});
