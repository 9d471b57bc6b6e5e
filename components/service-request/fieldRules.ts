import { isCalendarDate } from '@/content/fields/calendar-date';

// Rules the service request and meter reading forms share.

/**
 * Groups of letters and digits with one dash, slash or space between, 6–20 in all. The same
 * text is the native pattern and the rule the forms and the Worker run, so they never disagree.
 */
export const serialPattern =
  ' *(?=(?:[\\-\\/ ]?[A-Za-z0-9]){6,20} *$)[A-Za-z0-9]+(?:[\\-\\/ ][A-Za-z0-9]+)* *';
const serialRule = new RegExp(`^(?:${serialPattern})$`, 'u');

export function serialError(serial: string): 'required' | 'invalid' | undefined {
  const trimmed = serial.trim();
  if (!trimmed) return 'required';
  return serialRule.test(trimmed) ? undefined : 'invalid';
}

/** Letters and digits, upper case: "ab12-345" and "AB12 345" are the same device. */
export function serialKey(serial: string): string {
  return serial.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
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
