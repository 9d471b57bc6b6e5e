import { formatMoney, formatValidUntil } from '@/lib/format';

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
