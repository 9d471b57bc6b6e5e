import { formatReceived, inboxTranslator, pickLocale } from '@/inbox/messages';
import en from '@/messages/inbox/en.json';
import ka from '@/messages/inbox/ka.json';

const keysOf = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, inner]) => keysOf(inner, `${prefix}${key}.`))
    : [prefix.slice(0, -1)];

describe('the inbox words', () => {
  it('has every message in both languages, none empty', () => {
    expect(keysOf(ka).sort()).toEqual(keysOf(en).sort());
    const leaves = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : Object.values(value as object).flatMap(leaves);
    for (const messages of [en, ka])
      expect(leaves(messages).filter((text) => text.trim() === '')).toEqual([]);
  });

  it('picks the language asked, then the one remembered, then the browser’s, then Georgian', () => {
    expect(pickLocale('en', 'ka', ['ka'])).toBe('en');
    expect(pickLocale(null, 'en', ['ka-GE'])).toBe('en');
    expect(pickLocale('fr', null, ['de-DE', 'en-GB'])).toBe('en');
    expect(pickLocale(null, 'xx', ['fr'])).toBe('ka');
  });

  it('counts requests with plurals in both languages', () => {
    const tEn = inboxTranslator('en');
    const tKa = inboxTranslator('ka');
    expect([0, 1, 2].map((count) => tEn('count', { count }))).toEqual([
      'No requests',
      '1 request',
      '2 requests',
    ]);
    expect([0, 1, 5].map((count) => tKa('count', { count }))).toEqual([
      'მოთხოვნები არ არის',
      '1 მოთხოვნა',
      '5 მოთხოვნა',
    ]);
  });

  it('writes times in Tbilisi, Georgian dates without the comma before the year', () => {
    expect(formatReceived('2027-05-31T08:05:00Z', 'ka')).toBe('31 მაისი 2027, 12:05');
    expect(formatReceived('2027-05-31T08:05:00Z', 'en')).toBe('May 31, 2027, 12:05');
    expect(formatReceived('not a date', 'en')).toBe('not a date');
  });

  it('writes Georgian dates in browsers without Georgian date data (the month is the messages’)', () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    expect(formatReceived('2027-12-31T20:30:00Z', 'ka')).toBe('1 იანვარი 2028, 00:30');
    expect(formatReceived('2027-02-01T10:05:00Z', 'en')).toBe('February 1, 2027, 14:05');
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });
});
