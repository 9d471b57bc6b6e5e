import { formatEuro, formatValidUntil } from '@/lib/format';

describe('formatValidUntil', () => {
  it('writes a long date in the page language, Georgian month names on ka', () => {
    expect(formatValidUntil('2027-05-31', 'en')).toBe('May 31, 2027');
    expect(formatValidUntil('2027-05-31', 'ka')).toBe('31 მაისი, 2027');
    expect(formatValidUntil('2027-12-31', 'ka')).toBe('31 დეკემბერი, 2027');
  });

  it('does not shift the day in any time zone', () => {
    expect(formatValidUntil('2027-01-01', 'en')).toBe('January 1, 2027');
  });
});

describe('formatEuro', () => {
  it('formats euro per locale', () => {
    expect(formatEuro(12500, 'en')).toBe('€12,500');
    expect(formatEuro(12500, 'ka').replace(/\s/g, ' ')).toBe('12 500 €');
    expect(formatEuro(800, 'ka').replace(/\s/g, ' ')).toBe('800 €');
  });
});
