import { isCalendarDate } from '@/content/fields/calendar-date';

// The rules the service request and meter reading forms share: serials, counters, dates (the
// plumbing of errors every form shares is in components/forms/fieldRules.ts).

/** Serial numbers: 6–20 Latin letters or digits (spaces around are ignored). */
export const serialPattern = '[A-Za-z0-9]{6,20}';
const serialRule = new RegExp(`^${serialPattern}$`);

export function serialError(serial: string): 'required' | 'invalid' | undefined {
  const trimmed = serial.trim();
  if (!trimmed) return 'required';
  return serialRule.test(trimmed) ? undefined : 'invalid';
}

/** The serial number as delivered and as the key of remembered readings: trimmed, upper case. */
export function normalizeSerial(serial: string): string {
  return serial.trim().toUpperCase();
}

/** A counter: a whole number ≥ 0; spaces between digit groups ("1 234 567") are allowed. */
export const counterPattern = '\\s*[0-9][0-9 ]*';
export function parseCounter(text: string): number | null {
  const digits = text.replace(/[\s\u00a0]/g, '');
  if (!/^\d{1,15}$/.test(digits)) return null;
  return Number(digits);
}

/** Today in the visitor's time zone as YYYY-MM-DD (what a date field holds). */
export function localDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A YYYY-MM-DD day that exists; ISO dates compare as strings. */
export function dateError(
  value: string,
  today: string,
  allowed: 'past' | 'future',
): 'invalid' | 'past' | 'future' | undefined {
  if (!isCalendarDate(value)) return 'invalid';
  if (allowed === 'past' && value > today) return 'future';
  if (allowed === 'future' && value < today) return 'past';
  return undefined;
}
