import type { RequestKind } from './kinds';

/**
 * Reference numbers the visitor quotes on the phone: kind, Tbilisi's year and month, then the
 * request's number in that month (Q-2611-0042).
 */
export const kindLetters: Record<RequestKind, string> = {
  contact: 'C',
  quote: 'Q',
  service: 'S',
  meter: 'M',
};

/** Tbilisi's clock: UTC+4 all year (no daylight saving since 2005). */
export const tbilisiOffsetMs = 4 * 60 * 60 * 1000;

/** YYYY-MM-DD of the moment in Tbilisi. */
export const tbilisiDay = (moment: Date) =>
  new Date(moment.getTime() + tbilisiOffsetMs).toISOString().slice(0, 10);

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

/** formatReference in SQL, so one INSERT takes the month's next number and writes its reference. */
export const referenceSql = (letter: string, month: string, sequence: string) =>
  `${letter} || '-' || ${month} || '-' || printf('%04d', ${sequence})`;

export const referencePattern = /^[CQSM]-\d{4}-\d{4,}$/;

export const isReference = (value: unknown): value is string =>
  typeof value === 'string' && referencePattern.test(value);
