import { formatMoney, formatPrice, formatValidUntil, lariEquivalent } from '@/lib/format';

describe('formatValidUntil', () => {
  it('writes a long date in the page language: Georgian month names, no comma before the year', () => {
    expect(formatValidUntil('2027-05-31', 'en')).toBe('May 31, 2027');
    expect(formatValidUntil('2027-05-31', 'ka')).toBe('31 მაისი 2027');
    expect(formatValidUntil('2027-12-31', 'ka')).toBe('31 დეკემბერი 2027');
    expect(formatValidUntil('2027-05-31', 'ka-GE')).toBe('31 მაისი 2027');
  });

  it('does not shift the day in any time zone', () => {
    expect(formatValidUntil('2027-01-01', 'en')).toBe('January 1, 2027');
  });
});

// Intl separates groups with a no-break space in Georgian; compare with plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatMoney', () => {
  it('writes lari with its sign, in the page language', () => {
    expect(formatMoney(12500, 'GEL', 'en')).toBe('₾12,500');
    expect(plain(formatMoney(12500, 'GEL', 'ka'))).toBe('12 500 ₾');
  });

  it('writes euro for the prices quoted in euro', () => {
    expect(formatMoney(12500, 'EUR', 'en')).toBe('€12,500');
    expect(plain(formatMoney(800, 'EUR', 'ka'))).toBe('800 €');
  });

  it('shows cents only when the amount has them', () => {
    expect(formatMoney(49.5, 'GEL', 'en')).toBe('₾49.50');
    expect(plain(formatMoney(49.5, 'GEL', 'ka'))).toBe('49,50 ₾');
    expect(formatMoney(49, 'GEL', 'en')).toBe('₾49');
  });
});

describe('one number format per language', () => {
  it('groups thousands in every amount, four digits too (Georgian leaves them ungrouped by default)', () => {
    expect(plain(formatMoney(8900, 'GEL', 'ka'))).toBe('8 900 ₾');
    expect(plain(formatMoney(15000, 'EUR', 'ka'))).toBe('15 000 €');
    expect(formatMoney(8900, 'GEL', 'en')).toBe('₾8,900');
  });
});

describe('formatPrice', () => {
  const rates = { EUR: 2.95 };

  it('writes lari as lari, whatever the rates', () => {
    expect(formatPrice(8900, 'GEL', 'en', rates)).toBe('₾8,900');
  });

  it('adds the lari equivalent, in whole lari, only when the dealer gives the rate', () => {
    expect(formatPrice(800, 'EUR', 'en', rates)).toBe('€800 (≈ ₾2,360)');
    expect(plain(formatPrice(15000, 'EUR', 'ka', rates))).toBe('15 000 € (≈ 44 250 ₾)');
    expect(formatPrice(800, 'EUR', 'en')).toBe('€800');
  });

  it('converts at the rate, rounding to whole lari', () => {
    expect(lariEquivalent(49.5, 'EUR', rates)).toBe(146); // 146.025
    expect(lariEquivalent(10, 'EUR', {})).toBeNull();
    expect(lariEquivalent(10, 'GEL', {})).toBe(10);
  });
});

describe('formatMoney where the browser has no Georgian locale data', () => {
  it('writes Georgian as CLDR does, not the English fallback', () => {
    const real = Intl.NumberFormat;
    const english = (locale?: string | string[], options?: Intl.NumberFormatOptions) =>
      new real(locale === 'ka' ? 'en-US' : locale, options);
    Object.assign(english, real);
    const spy = jest.spyOn(Intl, 'NumberFormat').mockImplementation(english as never);
    try {
      expect(formatMoney(17800, 'GEL', 'ka')).toBe('17\u00a0800\u00a0₾');
      expect(formatMoney(1234.5, 'GEL', 'ka')).toBe('1\u00a0234,50\u00a0₾');
      expect(formatMoney(17800, 'GEL', 'en')).toBe('₾17,800');
    } finally {
      spy.mockRestore();
    }
    // And where the data is there, the same text.
    expect(formatMoney(17800, 'GEL', 'ka')).toBe('17\u00a0800\u00a0₾');
  });
});
