/** Whether YYYY-MM-DD names a real day: a Date rolls 30 February over to March instead. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** The dealer works in Tbilisi (UTC+4 all year): a day starts and ends at Tbilisi midnight. */
const tbilisiOffsetHours = 4;

export function tbilisiDayStart(day: string): Date {
  const start = new Date(`${day}T00:00:00.000Z`);
  start.setUTCHours(start.getUTCHours() - tbilisiOffsetHours);
  return start;
}

export function tbilisiDayEnd(day: string): Date {
  const end = new Date(`${day}T23:59:59.999Z`);
  end.setUTCHours(end.getUTCHours() - tbilisiOffsetHours);
  return end;
}
