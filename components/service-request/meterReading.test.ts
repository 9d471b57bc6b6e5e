import compile from 'icu-minify/compile';
import { createSafeStorage } from '@/lib/safe-storage';
import {
  composeMeter,
  emptyMeter,
  hasMeter,
  lowerCounters,
  meterPayload,
  validateMeter,
  type MeterComposeLabels,
  type MeterValues,
} from '@/components/service-request/meterReading';
import { lastReading, rememberReading } from '@/components/service-request/lastReadings';
import { clearFormDraft, loadFormDraft, saveFormDraft } from '@/components/forms/formDraft';

const today = '2026-05-14';
const valid: MeterValues = {
  serial: 'AB12CD34',
  date: '2026-05-01',
  mono: '12 345',
  colour: '',
  name: 'Nino',
  phone: '',
  email: 'nino@example.ge',
};
const labels: MeterComposeLabels = {
  subject: compile('Meter reading: {serial}, {date}'),
  serial: 'Serial number',
  date: 'Reading date',
  mono: 'Black-and-white pages',
  colour: 'Colour pages',
  name: 'Contact person',
  phone: 'Phone',
  email: 'E-mail',
};
const memory = () => {
  const map = new Map<string, string>();
  return createSafeStorage(() => ({
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  }));
};

describe('meter reading validation', () => {
  it('accepts serial, a past date, the mono counter, a name and one way to answer', () => {
    expect(validateMeter(valid, today)).toEqual({});
    expect(validateMeter({ ...valid, email: '', phone: '555 12 34 56' }, today)).toEqual({});
  });

  it('names what is missing', () => {
    expect(validateMeter(emptyMeter, today)).toEqual({
      serial: 'required',
      date: 'invalid',
      mono: 'required',
      name: 'required',
      email: 'required',
    });
  });

  it('takes counters as whole numbers ≥ 0 and no reading from the future', () => {
    expect(
      validateMeter({ ...valid, mono: '-5', colour: '1.5', date: '2026-05-15' }, today),
    ).toEqual({ mono: 'invalid', colour: 'invalid', date: 'future' });
    expect(validateMeter({ ...valid, mono: '0', colour: '0' }, today)).toEqual({});
  });

  it('checks the phone and e-mail when given', () => {
    expect(validateMeter({ ...valid, email: 'x@', phone: '12' }, today)).toEqual({
      email: 'invalid',
      phone: 'invalid',
    });
  });
});

describe('the lower-reading warning', () => {
  const last = { date: '2026-04-01', mono: 12000, colour: 3000 };
  it('flags each counter lower than the last one sent', () => {
    expect(lowerCounters({ mono: '11999', colour: '3000' }, last)).toEqual(['mono']);
    expect(lowerCounters({ mono: '12000', colour: '2999' }, last)).toEqual(['colour']);
    expect(lowerCounters({ mono: '1', colour: '1' }, last)).toEqual(['mono', 'colour']);
  });

  it('stays quiet with nothing to compare: no reading, an unreadable counter, no colour', () => {
    expect(lowerCounters({ mono: '1', colour: '1' }, undefined)).toEqual([]);
    expect(lowerCounters({ mono: 'abc', colour: '' }, last)).toEqual([]);
    expect(lowerCounters({ mono: '12001', colour: '5' }, { ...last, colour: null })).toEqual([]);
  });

  it('compares with the last reading remembered for the same serial number', () => {
    const storage = memory();
    rememberReading(storage, valid);
    expect(lastReading(storage, ' AB12CD34 ')).toEqual({
      date: '2026-05-01',
      mono: 12345,
      colour: null,
    });
    expect(lastReading(storage, 'OTHER123')).toBeUndefined();
    rememberReading(storage, { ...valid, mono: '13000', colour: '10' });
    expect(lastReading(storage, 'ab12cd34')?.mono).toBe(13000);
  });

  it('ignores damaged storage and works (in memory) when storage is blocked', () => {
    const storage = memory();
    storage.setItem('meter-last-readings', '{"AB12CD34":{"mono":"lots"},"__proto__":1}');
    expect(lastReading(storage, 'AB12CD34')).toBeUndefined();
    storage.setItem('meter-last-readings', 'not json');
    expect(lastReading(storage, 'AB12CD34')).toBeUndefined();
    const blocked = createSafeStorage(() => {
      throw new Error('SecurityError');
    });
    rememberReading(blocked, valid);
    expect(lastReading(blocked, 'AB12CD34')?.mono).toBe(12345);
  });
});

describe('the delivered reading', () => {
  it('reads as plain text with counters as digits, and is JSON with kind "meter"', () => {
    const values = { ...valid, colour: '4 000', phone: '032 2 12 34 56' };
    expect(composeMeter(values, labels)).toEqual({
      subject: 'Meter reading: AB12CD34, 2026-05-01',
      body: [
        'Serial number: AB12CD34',
        'Reading date: 2026-05-01',
        'Black-and-white pages: 12345',
        'Colour pages: 4000',
        'Contact person: Nino',
        'Phone: +995322123456',
        'E-mail: nino@example.ge',
      ].join('\n'),
    });
    expect(meterPayload(values, labels)).toEqual({
      kind: 'meter',
      serial: 'AB12CD34',
      date: '2026-05-01',
      mono: '12345',
      colour: '4000',
      name: 'Nino',
      phone: '+995322123456',
      email: 'nino@example.ge',
      subject: 'Meter reading: AB12CD34, 2026-05-01',
    });
  });
});

describe('drafts', () => {
  it('come back for the same query only, strings only', () => {
    const storage = memory();
    saveFormDraft(storage, 'k', '?product=x', { ...valid, mono: 7 as unknown as string });
    expect(loadFormDraft(storage, 'k', '', emptyMeter)).toBeNull();
    expect(loadFormDraft(storage, 'k', '?product=x', emptyMeter)).toEqual({ ...valid, mono: '' });
    clearFormDraft(storage, 'k');
    expect(loadFormDraft(storage, 'k', '?product=x', emptyMeter)).toBeNull();
    storage.setItem('k', '{oops');
    expect(loadFormDraft(storage, 'k', '?product=x', emptyMeter)).toBeNull();
  });
});

describe('hasMeter', () => {
  it('offers a meter reading for devices with a page counter only', () => {
    expect(hasMeter({ type: 'multifunction' })).toBe(true);
    expect(hasMeter({ type: 'printer' })).toBe(true);
    expect(hasMeter({ type: 'shredder' })).toBe(false);
    expect(hasMeter({ type: 'guillotine' })).toBe(false);
    expect(hasMeter({ type: 'laminator' })).toBe(false);
  });
});
