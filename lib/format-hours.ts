import type { Company } from '@/content/schema';

const dayIndex = { Mo: 1, Tu: 2, We: 3, Th: 4, Fr: 5, Sa: 6, Su: 0 } as const;

/** A weekday's short name in the page's language (Georgian month/day names on ka). */
function weekdayName(day: keyof typeof dayIndex, locale: string): string {
  // 2024-01-07 was a Sunday; add the weekday's index to land on it.
  const date = new Date(Date.UTC(2024, 0, 7 + dayIndex[day]));
  return new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(date);
}

/** "Mon–Sat" for a consecutive run of days, otherwise a comma-separated list. */
export function formatOpeningDays(days: Company['hours']['days'], locale: string): string {
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return '';
  const consecutive = days.every(
    (day, i) => i === 0 || dayIndex[day] - dayIndex[days[i - 1]!] === 1,
  );
  if (consecutive && days.length > 2)
    return `${weekdayName(first, locale)}–${weekdayName(last, locale)}`;
  return days.map((day) => weekdayName(day, locale)).join(', ');
}

type Week = Company['hours'];
type HoursValues = { days: string; opens: string; closes: string };

/** The usual week, then days with other hours (a short Saturday), in week order. */
export function openingHoursValues(hours: Week, locale: string): HoursValues[] {
  return [hours, ...(hours.otherDays ?? [])]
    .toSorted((a, b) => weekOrder(a.days[0]!) - weekOrder(b.days[0]!))
    .map((part) => ({
      days: formatOpeningDays(part.days, locale),
      opens: part.opens,
      closes: part.closes,
    }));
}

/** Monday first, as a Georgian week starts. */
const weekOrder = (day: keyof typeof dayIndex) => (dayIndex[day] + 6) % 7;

/** The whole week in one line: each set of hours by the message, joined by "; ". */
export function openingHoursText(
  hours: Week,
  locale: string,
  message: (values: HoursValues) => string,
): string {
  return openingHoursValues(hours, locale).map(message).join('; ');
}
