import type { RequestKind } from './kinds';

/**
 * Reference numbers the visitor is shown and quotes on the phone: kind letter, year and month,
 * then the request's number within that month (Q-2611-0042). The month is Tbilisi's (UTC+4 all
 * year, no daylight saving since 2005), so a request sent at 01:00 on 1 December local time
 * belongs to December.
 */
export const kindLetters: Record<RequestKind, string> = {
  contact: 'C',
  quote: 'Q',
  service: 'S',
  meter: 'M',
};

/** Tbilisi's clock: UTC+4 all year. */
export const tbilisiOffsetMs = 4 * 60 * 60 * 1000;

/** YYMM of the moment in Tbilisi, e.g. "2611" for November 2026. */
export function referenceMonth(now: Date): string {
  const local = new Date(now.getTime() + tbilisiOffsetMs);
  const year = String(local.getUTCFullYear() % 100).padStart(2, '0');
  const month = String(local.getUTCMonth() + 1).padStart(2, '0');
  return `${year}${month}`;
}

/** The reference for the `sequence`-th request of a month (at least four digits, more past 9999). */
export function formatReference(kind: RequestKind, month: string, sequence: number): string {
  if (!/^\d{4}$/.test(month)) throw new RangeError(`month must be YYMM, got "${month}"`);
  if (!Number.isInteger(sequence) || sequence < 1) {
    throw new RangeError(`sequence must be a whole number ≥ 1, got ${sequence}`);
  }
  return `${kindLetters[kind]}-${month}-${String(sequence).padStart(4, '0')}`;
}

/**
 * formatReference as an SQLite expression over a kind letter, a month and a sequence (SQL
 * expressions or parameters), so one INSERT can take the month's next number and write its
 * reference at once (worker/store.ts). printf's %04d pads like padStart(4, '0').
 */
export const referenceSql = (letter: string, month: string, sequence: string) =>
  `${letter} || '-' || ${month} || '-' || printf('%04d', ${sequence})`;

export const referencePattern = /^[CQSM]-\d{4}-\d{4,}$/;

export const isReference = (value: unknown): value is string =>
  typeof value === 'string' && referencePattern.test(value);
