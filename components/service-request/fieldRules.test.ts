import fc from 'fast-check';
import {
  dateError,
  localDate,
  parseCounter,
  serialError,
  serialKey,
  serialPattern,
} from '@/components/service-request/fieldRules';

describe('serial numbers', () => {
  it('are 6 to 20 Latin letters or digits, spaces around ignored', () => {
    expect(serialError('A1B2C3')).toBeUndefined();
    expect(serialError('  abc123xyz  ')).toBeUndefined();
    expect(serialError('12345678901234567890')).toBeUndefined();
  });

  it('may part their groups with one dash, slash or space', () => {
    for (const serial of ['AB12-345', 'AB 1234', 'X1/2024 77', 'A-B-C-1-2-3', 'ab12/cd-34 ef'])
      expect(serialError(serial)).toBeUndefined();
  });

  it('are required, and anything else is invalid', () => {
    expect(serialError('   ')).toBe('required');
    for (const wrong of [
      'A1B2C',
      'AB-12',
      '123456789012345678901',
      '1234-5678-9012-3456-7890a',
      'AB--1234',
      '-AB1234',
      'AB1234/',
      'AB_1234',
      'ა12345',
      'AB123!',
    ])
      expect(serialError(wrong)).toBe('invalid');
  });

  it('are remembered by their letters and digits', () => {
    expect(serialKey('ab12-cd/34')).toBe(serialKey('AB12 CD34'));
    expect(serialKey('ab12-cd/34')).toBe('AB12CD34');
  });
});

describe('serial numbers, for any input', () => {
  const alnum = fc.constantFrom(
    ...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789',
  );
  const separator = fc.constantFrom('-', '/', ' ');
  /** A serial as printed: groups of letters and digits, one separator between groups. */
  const printed = fc
    .array(fc.array(alnum, { minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 6 })
    .chain((groups) =>
      fc
        .array(separator, { minLength: groups.length - 1, maxLength: groups.length - 1 })
        .map((seps) => ({
          text: groups.map((g, i) => (i > 0 ? seps[i - 1] : '') + g.join('')).join(''),
          count: groups.flat().length,
        })),
    );
  const native = new RegExp(`^(?:${serialPattern})$`, 'v');

  it('accepts a printed serial exactly when it has 6 to 20 letters and digits', () => {
    fc.assert(
      fc.property(printed, fc.nat(3), fc.nat(3), ({ text, count }, before, after) => {
        const typed = ' '.repeat(before) + text + ' '.repeat(after);
        expect(serialError(typed) === undefined).toBe(count >= 6 && count <= 20);
      }),
    );
  });

  it('keeps what was typed, and the native pattern agrees with the rule', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          printed.map((p) => p.text),
          fc.string({ maxLength: 30 }),
        ),
        (typed) => {
          if (serialError(typed) !== undefined) return;
          expect(native.test(typed.trim())).toBe(true);
          expect(serialKey(typed)).toMatch(/^[A-Z0-9]{6,20}$/);
        },
      ),
    );
  });

  it('refuses any character other than letters, digits and the three separators', () => {
    fc.assert(
      fc.property(printed, fc.string({ minLength: 1, maxLength: 3 }), ({ text }, extra) => {
        fc.pre(/[^A-Za-z0-9\-/ ]/.test(extra));
        expect(serialError(text + extra + 'A')).toBe('invalid');
      }),
    );
  });

  it('never throws and only answers required, invalid or nothing', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        expect([undefined, 'required', 'invalid']).toContain(serialError(typed));
      }),
    );
  });
});

describe('counters', () => {
  it('are whole numbers of 0 or more; spaces between digit groups are fine', () => {
    expect(parseCounter('0')).toBe(0);
    expect(parseCounter(' 123456 ')).toBe(123456);
    expect(parseCounter('1 234 567')).toBe(1234567);
  });

  it('reject signs, decimals, separators and letters', () => {
    for (const wrong of ['', '-1', '1.5', '1,234', '12a', '+3', '1e5'])
      expect(parseCounter(wrong)).toBeNull();
  });
});

describe('dates', () => {
  const today = '2026-05-14';
  it('reject days that do not exist', () => {
    expect(dateError('2026-02-30', today, 'past')).toBe('invalid');
    expect(dateError('14.05.2026', today, 'future')).toBe('invalid');
  });

  it('keep a reading in the past and a visit in the future (today is both)', () => {
    expect(dateError(today, today, 'past')).toBeUndefined();
    expect(dateError(today, today, 'future')).toBeUndefined();
    expect(dateError('2026-05-15', today, 'past')).toBe('future');
    expect(dateError('2026-05-13', today, 'future')).toBe('past');
  });

  it("take today from the visitor's clock", () => {
    expect(localDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
