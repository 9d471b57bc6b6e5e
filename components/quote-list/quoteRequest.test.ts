import compile from 'icu-minify/compile';
import {
  composeQuote,
  emptyQuote,
  quotePayload,
  validateQuote,
} from '@/components/quote-list/quoteRequest';
import { openQuote, resolveShared } from '@/components/quote-list/quoteOpening';

const labels = {
  subject: compile('Quote request ({count} products)'),
  items: 'Products',
  note: 'Note',
  name: 'Name',
  company: 'Company',
  companyId: 'ID',
  email: 'E-mail',
  phone: 'Phone',
  city: 'City',
  address: 'Address',
  vatInvoice: 'VAT invoice',
  yes: 'needed',
};
const lines = [
  { id: 'mfp-a', name: 'MFP A', quantity: 2 },
  { id: 'toner-b', name: 'Toner B', quantity: 10 },
];

describe('validateQuote', () => {
  it('needs a name and a way to answer', () => {
    const errors = validateQuote(emptyQuote);
    expect(errors).toEqual({ name: 'required', email: 'required' });
  });

  it('accepts a phone number instead of an e-mail address', () => {
    expect(validateQuote({ ...emptyQuote, name: 'Nino', phone: '555 12 34 56' })).toEqual({});
  });

  it('rejects malformed contacts that were given', () => {
    expect(validateQuote({ ...emptyQuote, name: 'Nino', email: 'nino@', phone: '12' })).toEqual({
      email: 'invalid',
      phone: 'invalid',
    });
  });
});

describe('composeQuote', () => {
  it('writes a numbered list, then the buyer, leaving out empty fields', () => {
    const values = { ...emptyQuote, name: ' Nino ', email: 'nino@example.com', note: 'By May' };
    expect(composeQuote(lines, values, labels)).toEqual({
      subject: 'Quote request (2 products)',
      body: [
        'Products:',
        '1. MFP A (mfp-a) × 2',
        '2. Toner B (toner-b) × 10',
        '',
        'Note: By May',
        'Name: Nino',
        'E-mail: nino@example.com',
      ].join('\n'),
    });
  });

  it('sends the phone number in international form', () => {
    const values = { ...emptyQuote, name: 'Nino', phone: '555 12 34 56', company: 'Print LLC' };
    expect(composeQuote(lines, values, labels).body).toContain(
      'Company: Print LLC\nPhone: +995555123456',
    );
  });
});

describe('quotePayload', () => {
  it('is JSON the endpoint can tell apart, with every line', () => {
    const values = { ...emptyQuote, name: 'Nino', email: 'nino@example.com' };
    expect(quotePayload(lines, values, 'S')).toEqual({
      kind: 'quote',
      items: lines,
      note: '',
      name: 'Nino',
      company: '',
      companyId: '',
      email: 'nino@example.com',
      phone: '',
      city: '',
      address: '',
      vatInvoice: '',
      subject: 'S',
    });
  });

  it('carries the B2B details: the code as digits, the city, the address, the VAT invoice', () => {
    const values = {
      ...emptyQuote,
      name: 'Nino',
      phone: '555 12 34 56',
      companyId: ' 204-567-891 ',
      city: ' Batumi ',
      address: 'Gorgiladze 1',
      vatInvoice: 'yes',
    };
    expect(quotePayload(lines, values, 'S')).toMatchObject({
      companyId: '204567891',
      city: 'Batumi',
      address: 'Gorgiladze 1',
      vatInvoice: 'yes',
    });
    expect(composeQuote(lines, values, labels).body).toContain(
      'ID: 204567891\nPhone: +995555123456\nCity: Batumi\nAddress: Gorgiladze 1\nVAT invoice: needed',
    );
  });
});

describe('validateQuote: the B2B details', () => {
  const base = { ...emptyQuote, name: 'Nino', phone: '555 12 34 56' };
  it('takes them all as optional', () => expect(validateQuote(base)).toEqual({}));
  it('checks a given identification code', () => {
    expect(validateQuote({ ...base, companyId: '20456789' })).toEqual({ companyId: 'invalid' });
    expect(validateQuote({ ...base, companyId: '01024012345' })).toEqual({});
  });
  it('takes only "yes" for the VAT invoice box', () => {
    expect(validateQuote({ ...base, vatInvoice: 'yes' })).toEqual({});
    expect(validateQuote({ ...base, vatInvoice: 'maybe' })).toEqual({ vatInvoice: 'invalid' });
  });
});

describe('opening the quote page', () => {
  const a = [{ id: 'a', quantity: 1 }];
  const b = [{ id: 'b', quantity: 2 }];

  it('shows the stored list when no link is shared', () => {
    expect(openQuote(a, null)).toEqual({ kind: 'list', lines: a, adopted: false });
  });

  it('adopts a shared list when nothing is stored, and asks when both differ', () => {
    expect(openQuote([], b)).toEqual({ kind: 'list', lines: b, adopted: true });
    expect(openQuote(a, b)).toEqual({ kind: 'choose', stored: a, shared: b });
    expect(openQuote(a, [...a])).toEqual({ kind: 'list', lines: a, adopted: false });
  });

  it('replaces, merges or keeps', () => {
    expect(resolveShared('replace', a, b)).toEqual({ lines: b, dropped: [] });
    expect(resolveShared('merge', a, b)).toEqual({ lines: [...a, ...b], dropped: [] });
    expect(resolveShared('keep', a, b)).toEqual({ lines: a, dropped: [] });
  });
});
