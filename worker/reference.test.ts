/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import {
  formatReference,
  isReference,
  kindLetters,
  referenceMonth,
  referenceSql,
} from '@/worker/reference';
import { requestKinds } from '@/worker/kinds';

describe('reference numbers', () => {
  it('reads kind letter, year and month, and a four-digit number', () => {
    expect(formatReference('quote', '2611', 42)).toBe('Q-2611-0042');
    expect(formatReference('contact', '2701', 1)).toBe('C-2701-0001');
    expect(formatReference('service', '2612', 9999)).toBe('S-2612-9999');
  });

  it('keeps counting past 9999 instead of wrapping', () => {
    expect(formatReference('meter', '2612', 10000)).toBe('M-2612-10000');
  });

  it('gives each kind its own letter', () => {
    expect(new Set(Object.values(kindLetters)).size).toBe(requestKinds.length);
  });

  it('refuses a number below one or a malformed month', () => {
    expect(() => formatReference('quote', '2611', 0)).toThrow(RangeError);
    expect(() => formatReference('quote', '2611', 1.5)).toThrow(RangeError);
    expect(() => formatReference('quote', '26-11', 1)).toThrow(RangeError);
  });

  it('uses the month in Tbilisi (UTC+4): late evening UTC on the 30th is already December', () => {
    expect(referenceMonth(new Date('2026-11-30T19:59:59Z'))).toBe('2611');
    expect(referenceMonth(new Date('2026-11-30T20:00:00Z'))).toBe('2612');
    expect(referenceMonth(new Date('2026-12-31T20:00:00Z'))).toBe('2701');
  });

  it('formats every kind, month and number into a reference the pattern accepts', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...requestKinds),
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (kind, date, sequence) => {
          const reference = formatReference(kind, referenceMonth(date), sequence);
          expect(isReference(reference)).toBe(true);
          expect(Number(reference.split('-')[2])).toBe(sequence);
        },
      ),
    );
  });

  it('recognises only references', () => {
    expect(isReference('Q-2611-0042')).toBe(true);
    expect(isReference('X-2611-0042')).toBe(false);
    expect(isReference('Q-2611-42')).toBe(false);
    expect(isReference('../Q-2611-0042')).toBe(false);
  });
});

describe('the reference in SQL', () => {
  it('is formatReference, as SQLite evaluates it (Python’s sqlite3)', () => {
    const cases = [1, 42, 999, 9999, 10000, 123456].flatMap((sequence) =>
      requestKinds.map((kind) => ({ kind, sequence })),
    );
    const sql = cases
      .map(
        ({ kind, sequence }) =>
          `SELECT ${referenceSql(`'${kindLetters[kind]}'`, "'2611'", String(sequence))}`,
      )
      .join(' UNION ALL ');
    const rows = JSON.parse(
      execFileSync(
        'python3',
        [
          '-c',
          'import sqlite3,sys,json; print(json.dumps([r[0] for r in sqlite3.connect(":memory:").execute(sys.argv[1])]))',
          sql,
        ],
        { encoding: 'utf8' },
      ),
    );
    expect(rows).toEqual(
      cases.map(({ kind, sequence }) => formatReference(kind, '2611', sequence)),
    );
  });
});
