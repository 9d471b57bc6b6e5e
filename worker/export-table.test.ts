/** @jest-environment node */
import {
  excelSerial,
  exportTable,
  fieldColumns,
  fieldValue,
  tablesByKind,
  tbilisiClock,
} from '@/worker/export-table';
import { requestKinds, type RequestKind } from '@/worker/kinds';
import type { StoredRequest } from '@/worker/inbox-records';
import { kindFields } from '@/worker/validate';
import en from '@/messages/inbox/en.json';
import ka from '@/messages/inbox/ka.json';

const request = (
  kind: RequestKind,
  payload: Record<string, unknown>,
  overrides: Partial<StoredRequest> = {},
): StoredRequest => ({
  id: 1,
  reference: `${kind[0]!.toUpperCase()}-2705-0001`,
  kind,
  createdAt: '2027-05-31T10:05:00.000Z',
  status: 'in_progress',
  note: 'Called back',
  notifiedAt: null,
  notifyAttempts: 0,
  payload,
  ...overrides,
});

const service = request('service', {
  name: 'Levan',
  phone: '+995555001122',
  email: '',
  model: 'C3030',
  serial: 'ABC12345',
  problem: 'paper-jam',
  errorCode: 'E-302',
  details: 'Jams on tray 2',
  urgency: 'urgent',
  city: 'Tbilisi',
  address: 'Rustaveli 1',
  visitDate: '2027-06-02',
  visitTime: 'morning',
  productId: 'colour-mfp-c3030',
  photos: [{ index: 0, name: 'a.jpg', type: 'image/jpeg', size: 1 }],
  page: 'https://example.ge/gps-app/ka/service/',
  locale: 'ka',
});

describe('the downloads’ tables', () => {
  it('has a column, labelled in both languages, for every field of every kind', () => {
    for (const kind of requestKinds) {
      const columns = fieldColumns([kind]);
      for (const field of kindFields[kind])
        expect({ kind, field, in: columns.includes(field) }).toEqual({ kind, field, in: true });
      for (const column of columns) {
        expect(Object.keys(en.fields)).toContain(column);
        expect(Object.keys(ka.fields)).toContain(column);
      }
    }
    expect(fieldColumns(['quote'])).toEqual([
      'name',
      'company',
      'companyId',
      'phone',
      'email',
      'note',
      'city',
      'address',
      'vatInvoice',
      'items',
      'page',
      'locale',
    ]);
  });

  it('writes a service request in Georgian: headers, status and options in words, Tbilisi time', () => {
    const { name, rows } = exportTable([service], ['service'], 'ka');
    expect(name).toBe('სერვისის მოთხოვნა');
    const [header, row] = rows;
    const cell = (label: string) => row?.[header?.indexOf(label) ?? -1];
    expect(header?.slice(0, 4)).toEqual(['ნომერი', 'მიღებულია', 'სტატუსი', 'თქვენი შენიშვნა']);
    expect(row?.slice(0, 4)).toEqual([
      'S-2705-0001',
      { at: '2027-05-31T10:05:00.000Z' },
      'მუშავდება',
      'Called back',
    ]);
    expect(cell('მისამართი')).toBe('Rustaveli 1');
    expect(cell('პრობლემა')).toBe('ქაღალდი ეჭედება');
    expect(cell('დეტალები')).toBe('Jams on tray 2');
    expect(cell('რამდენად სასწრაფოა')).toMatch(/^სასწრაფო/);
    expect(cell('ვიზიტის თარიღი')).toBe('2027-06-02');
    expect(cell('ვიზიტის დრო')).toBe('დილით (10:00–13:00)');
    expect(cell('ფოტოები')).toBe('1');
    expect(cell('ენა')).toBe('ქართული');
    expect(JSON.stringify(rows)).not.toContain('in_progress');
    expect(JSON.stringify(rows)).not.toContain('paper-jam');
  });

  it('writes the same in English, with a kind column when the table holds every kind', () => {
    const quote = request('quote', {
      name: 'Giorgi',
      vatInvoice: 'yes',
      items: [
        { id: 'colour-mfp-c3030', quantity: 2 },
        { id: 'toner-t1', quantity: 3 },
      ],
      locale: 'en',
    });
    const { name, rows } = exportTable([service, quote], requestKinds, 'en');
    expect(name).toBe('Requests');
    const [header, first, second] = rows;
    expect(header?.slice(0, 5)).toEqual(['Reference', 'Kind', 'Received', 'Status', 'Your note']);
    expect(first?.[1]).toBe('Service request');
    expect(second?.[1]).toBe('Quote');
    const at = (label: string) => header?.indexOf(label) ?? -1;
    expect(first?.[at('Problem')]).toBe('Paper jam');
    expect(first?.[at('Visit time')]).toBe('Morning (10:00–13:00)');
    expect(second?.[at('Products')]).toBe('colour-mfp-c3030 × 2\ntoner-t1 × 3');
    expect(second?.[at('VAT invoice')]).toBe('needed');
    expect(second?.[at('Language')]).toBe('English');
    expect(second?.[at('Problem')]).toBe('');
  });

  it('gives one table per kind the filter covers, each with only its rows', () => {
    const tables = tablesByKind([service], undefined, 'en');
    expect(tables.map((table) => table.name)).toEqual([
      'Message',
      'Quote',
      'Service request',
      'Meter reading',
    ]);
    expect(tables.map((table) => table.rows.length)).toEqual([1, 1, 2, 1]);
    expect(tablesByKind([service], 'meter', 'ka')).toHaveLength(1);
  });

  it('keeps an unknown option as its code and a visitor’s text as typed', () => {
    const odd = request('contact', { topic: 'constructor', name: '=1+1', reply: 'toString' });
    expect(fieldValue(odd, 'topic', 'en')).toBe('constructor');
    expect(fieldValue(odd, 'reply', 'en')).toBe('toString');
    expect(fieldValue(odd, 'name', 'en')).toBe('=1+1');
    expect(fieldValue(odd, 'photos', 'en')).toBe('');
  });

  it('reads times on Tbilisi’s clock (UTC+4), not UTC', () => {
    expect(tbilisiClock('2027-05-31T10:05:00.000Z')).toBe('2027-05-31 14:05');
    expect(tbilisiClock('2027-12-31T20:30:00Z')).toBe('2028-01-01 00:30');
    expect(tbilisiClock('soon')).toBe('soon');
    expect(excelSerial('2027-05-31T10:05:00.000Z')).toBeCloseTo(46_538 + 845 / 1440, 8);
    expect(excelSerial('soon')).toBeNull();
  });
});
