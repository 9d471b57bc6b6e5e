/** @jest-environment node */
import fc from 'fast-check';
import { checkRequest, dayAt, maxFieldLength, unknownProducts } from '@/worker/validate';
import { maxQuoteLines } from '@/lib/quote-list/lines';
import {
  contactBody,
  meterBody,
  quoteBody,
  serviceBody,
} from '../tests/support/worker/form-payloads';

const now = new Date('2026-11-25T10:00:00Z');
const errorsOf = (raw: Record<string, unknown>) => {
  const result = checkRequest(raw, now);
  return result.ok ? {} : result.errors;
};

describe('checking a request with the forms’ rules', () => {
  it('accepts each of the four forms’ bodies as they send them today', () => {
    for (const body of [contactBody(), quoteBody(), serviceBody(), meterBody()]) {
      const result = checkRequest(body, now);
      expect(result).toMatchObject({ ok: true });
    }
  });

  it('reads a body without a kind as a contact message (the contact form sends none)', () => {
    const result = checkRequest(contactBody(), now);
    expect(result.ok && result.request.kind).toBe('contact');
  });

  it('refuses an unknown kind', () => {
    expect(errorsOf({ ...contactBody(), kind: 'order' })).toEqual({ kind: 'unknown' });
  });

  it('answers with the form’s own error codes per field', () => {
    expect(errorsOf({ ...contactBody(), name: ' ', email: 'nino@', message: 'short' })).toEqual({
      name: 'required',
      email: 'invalid',
      message: 'tooShort',
    });
    expect(errorsOf({ ...serviceBody(), serial: '12', phone: '' })).toEqual({
      serial: 'invalid',
      phone: 'required',
    });
    expect(errorsOf({ ...meterBody(), mono: 'many', email: '' })).toEqual({
      mono: 'invalid',
      email: 'required',
    });
    expect(errorsOf({ ...quoteBody(), name: '', phone: '' })).toEqual({
      name: 'required',
      email: 'required',
    });
  });

  it('refuses choices the form does not offer', () => {
    expect(errorsOf({ ...contactBody(), topic: 'lottery', reply: 'fax' })).toEqual({
      topic: 'invalid',
      reply: 'invalid',
    });
    expect(
      errorsOf({ ...serviceBody(), problem: 'fire', urgency: 'now', visitTime: 'night' }),
    ).toEqual({ problem: 'invalid', urgency: 'invalid', visitTime: 'invalid' });
  });

  it('refuses fields that are not text, or too long', () => {
    expect(errorsOf({ ...contactBody(), name: ['Nino'] })).toMatchObject({ name: 'invalid' });
    expect(errorsOf({ ...contactBody(), subject: { a: 1 } })).toEqual({ subject: 'invalid' });
    expect(errorsOf({ ...contactBody(), message: 'x'.repeat(maxFieldLength + 1) })).toEqual({
      message: 'invalid',
    });
  });

  it('checks each quote line: a product id, a whole quantity from 1 to 999, each product once', () => {
    const body = quoteBody();
    const line = (id: unknown, quantity: unknown) => ({ id, quantity, name: '' });
    expect(errorsOf({ ...body, items: [] })).toEqual({ items: 'required' });
    expect(errorsOf({ ...body, items: 'p1' })).toEqual({});
    expect(errorsOf({ ...body, items: {} })).toEqual({ items: 'invalid' });
    expect(
      errorsOf({
        ...body,
        items: [line('Bad Id', 1), line('ok-id', 0), line('ok-2', 1.5), line('ok-3', 1000)],
      }),
    ).toEqual({
      'items.0.id': 'invalid',
      'items.1.quantity': 'invalid',
      'items.2.quantity': 'invalid',
      'items.3.quantity': 'invalid',
    });
    expect(errorsOf({ ...body, items: [line('a', 1), line('a', 2)] })).toEqual({
      'items.1.id': 'invalid',
    });
    const many = Array.from({ length: maxQuoteLines + 1 }, (_, i) => line(`p${i}`, 1));
    expect(errorsOf({ ...body, items: many })).toEqual({ items: 'tooMany' });
  });

  it('reads a form post’s lines from "id:qty,id:qty"', () => {
    const rest: Record<string, unknown> = { ...quoteBody() };
    delete rest.items;
    const result = checkRequest({ ...rest, items: 'p1:2,p2' }, now);
    expect(result.ok && result.request.items).toEqual([
      { id: 'p1', quantity: 2 },
      { id: 'p2', quantity: 1 },
    ]);
    expect(errorsOf({ ...rest, items: ',,' })).toEqual({ items: 'required' });
  });

  it('lists the catalogue ids a request names, and flags those the catalogue lacks', () => {
    const quote = checkRequest(quoteBody(undefined, ['p1', 'p2']), now);
    const service = checkRequest(serviceBody(), now);
    if (!quote.ok || !service.ok) throw new Error('expected valid requests');
    expect(quote.request.productIds).toEqual(['p1', 'p2']);
    expect(unknownProducts(quote.request, new Set(['p1']))).toEqual({ 'items.1.id': 'unknown' });
    expect(service.request.productIds).toEqual(['colour-mfp-c3030']);
    expect(unknownProducts(service.request, new Set(['p1']))).toEqual({ productId: 'unknown' });
    expect(unknownProducts(service.request, new Set(['colour-mfp-c3030']))).toEqual({});
    expect(errorsOf({ ...serviceBody(), productId: 'Not An Id' })).toEqual({
      productId: 'invalid',
    });
  });

  it('is lenient about the visitor’s time zone for dates', () => {
    // 10:00 UTC on 25 November: already the 26th at UTC+14, still the 24th at UTC−12.
    expect(dayAt(now, 14)).toBe('2026-11-26');
    expect(dayAt(now, -12)).toBe('2026-11-24');
    expect(errorsOf(meterBody(undefined, '2026-11-26'))).toEqual({});
    expect(errorsOf(meterBody(undefined, '2026-11-27'))).toEqual({ date: 'future' });
    expect(errorsOf({ ...serviceBody(), visitDate: '2026-11-24' })).toEqual({});
    expect(errorsOf({ ...serviceBody(), visitDate: '2026-11-23' })).toEqual({ visitDate: 'past' });
  });

  it('keeps only the fields it knows, trimmed', () => {
    const result = checkRequest({ ...contactBody(), name: '  Nino  ', isAdmin: true }, now);
    expect(result.ok && result.request.fields.name).toBe('Nino');
    expect(result.ok && 'isAdmin' in result.request.fields).toBe(false);
  });

  it('stores only the fields each kind defines: no visitor-sent labels or names', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const defined = {
      contact: ['topic', 'name', 'reply', 'email', 'phone', 'message'],
      quote: [
        ...['note', 'name', 'company', 'companyId', 'email', 'phone'],
        ...['city', 'address', 'vatInvoice'],
      ],
      service: [
        'model',
        'serial',
        'problem',
        'errorCode',
        'details',
        'urgency',
        'city',
        'address',
        'visitDate',
        'visitTime',
        'name',
        'phone',
        'email',
        'productId',
      ],
      meter: ['serial', 'date', 'mono', 'colour', 'name', 'phone', 'email'],
    };
    const extras = {
      topicLabel: hostile,
      replyLabel: hostile,
      problemLabel: hostile,
      urgencyLabel: hostile,
      visitTimeLabel: hostile,
      nameLabel: hostile,
      isAdmin: 'yes',
      photos: 'x',
    };
    for (const body of [contactBody(), quoteBody(), serviceBody(), meterBody()]) {
      const result = checkRequest({ ...body, ...extras }, now);
      if (!result.ok) throw new Error(JSON.stringify(result.errors));
      const allowed = [...defined[result.request.kind], 'subject', 'page', 'locale'];
      for (const key of Object.keys(result.request.fields)) expect(allowed).toContain(key);
      expect(JSON.stringify(result.request)).not.toContain(hostile);
    }
    const quote = checkRequest(
      { ...quoteBody(), items: [{ id: 'p1', quantity: 2, name: hostile, price: 1 }] },
      now,
    );
    expect(quote.ok && quote.request.items).toEqual([{ id: 'p1', quantity: 2 }]);
  });

  it('never throws, and always either accepts or names a field, whatever arrives', () => {
    const value = fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.array(fc.string()));
    fc.assert(
      fc.property(
        fc.record(
          {
            kind: fc.oneof(fc.constantFrom('contact', 'quote', 'service', 'meter'), fc.string()),
            name: value,
            email: value,
            phone: value,
            items: fc.oneof(value, fc.array(fc.record({ id: value, quantity: value }))),
            serial: value,
            date: value,
          },
          { requiredKeys: [] },
        ),
        (raw) => {
          const result = checkRequest(raw, now);
          if (!result.ok) expect(Object.keys(result.errors).length).toBeGreaterThan(0);
        },
      ),
    );
  });
});
