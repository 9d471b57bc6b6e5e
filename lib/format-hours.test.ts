import { openingHoursText, openingHoursValues } from '@/lib/format-hours';
import { companySchema } from '@/content/schema';

const week = { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'] as const, opens: '10:00', closes: '19:00' };
const saturday = { days: ['Sa'] as const, opens: '10:00', closes: '15:00' };
const line = (values: { days: string; opens: string; closes: string }) =>
  `${values.days}, ${values.opens}–${values.closes}`;

describe('opening hours', () => {
  it('a short Saturday follows the usual week; a day in neither is a day off', () => {
    const hours = {
      ...week,
      days: [...week.days],
      otherDays: [{ ...saturday, days: ['Sa' as const] }],
    };
    expect(openingHoursText(hours, 'en', line)).toBe('Mon–Fri, 10:00–19:00; Sat, 10:00–15:00');
    expect(openingHoursValues(hours, 'ka')).toHaveLength(2);
    expect(openingHoursText({ ...week, days: [...week.days] }, 'en', line)).toBe(
      'Mon–Fri, 10:00–19:00',
    );
  });

  it('other hours listed before the week still read in the order of the week', () => {
    const hours = {
      days: ['Sa' as const],
      opens: '10:00',
      closes: '15:00',
      otherDays: [{ ...week, days: [...week.days] }],
    };
    expect(openingHoursText(hours, 'en', line)).toBe('Mon–Fri, 10:00–19:00; Sat, 10:00–15:00');
  });

  it('the check refuses a day listed twice and a closing time before the opening', () => {
    const hours = (value: unknown) =>
      companySchema.shape.hours.safeParse(value).error?.issues.map((i) => i.message) ?? [];
    expect(
      hours({ ...week, days: [...week.days], otherDays: [{ ...saturday, days: ['Fr', 'Sa'] }] }),
    ).toEqual([expect.stringContaining('a day is listed twice')]);
    expect(hours({ ...week, days: [...week.days], closes: '09:00' })).toEqual([
      expect.stringContaining('must close after it opens'),
    ]);
    expect(
      hours({ ...week, days: [...week.days], otherDays: [{ ...saturday, days: ['Sa'] }] }),
    ).toEqual([]);
  });
});
