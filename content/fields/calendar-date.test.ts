import { isCalendarDate } from '@/content/fields/calendar-date';

describe('isCalendarDate', () => {
  it.each(['2027-02-28', '2028-02-29', '2000-02-29', '2026-12-31', '2026-01-01'])(
    'accepts the real day %s',
    (value) => expect(isCalendarDate(value)).toBe(true),
  );

  it.each([
    ['2027-02-30', 'a day February does not have (Date.parse rolls it to 2 March)'],
    ['2027-02-29', 'the 29th in a common year'],
    ['1900-02-29', 'the 29th in a century year that is not a leap year'],
    ['2026-04-31', 'the 31st of a 30-day month'],
    ['2026-13-01', 'month 13'],
    ['2026-00-10', 'month 0'],
    ['2026-05-00', 'day 0'],
    ['2026-5-1', 'missing leading zeros'],
    ['2026-05-01T00:00', 'a time after the date'],
    ['', 'nothing'],
  ])('rejects %s: %s', (value) => expect(isCalendarDate(value)).toBe(false));
});
