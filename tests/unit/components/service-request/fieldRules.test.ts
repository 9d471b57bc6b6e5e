import {
  dateError,
  localDate,
  normalizeSerial,
  parseCounter,
  serialError,
} from '@/components/service-request/fieldRules';

describe('serial numbers', () => {
  it('are 6 to 20 Latin letters or digits, spaces around ignored', () => {
    expect(serialError('A1B2C3')).toBeUndefined();
    expect(serialError('  abc123xyz  ')).toBeUndefined();
    expect(serialError('12345678901234567890')).toBeUndefined();
  });

  it('are required, and anything else is invalid', () => {
    expect(serialError('   ')).toBe('required');
    for (const wrong of [
      'A1B2C',
      '123456789012345678901',
      'AB-1234',
      'AB 1234',
      'ა12345',
      'AB123!',
    ])
      expect(serialError(wrong)).toBe('invalid');
  });

  it('are delivered and remembered in upper case', () => {
    expect(normalizeSerial(' ab12cd34 ')).toBe('AB12CD34');
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
