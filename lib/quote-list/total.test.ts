import fc from 'fast-check';
import { quoteTotal } from '@/lib/quote-list/total';

const gel = (amount: number, from = false) => ({ amount, currency: 'GEL' as const, from });

describe('the quote list total', () => {
  it('adds the lari prices times the quantities', () => {
    expect(
      quoteTotal([
        { quantity: 2, price: gel(8900) },
        { quantity: 1, price: gel(150) },
      ]),
    ).toEqual({ lari: 17950, from: false, onRequest: 0 });
  });

  it('counts the lines priced on request apart, and is "from" with a starting price', () => {
    expect(
      quoteTotal([
        { quantity: 1, price: gel(8900, true) },
        { quantity: 3, price: null },
        { quantity: 1 },
      ]),
    ).toEqual({ lari: 8900, from: true, onRequest: 2 });
  });

  it('has no total when no line has a price', () => {
    expect(quoteTotal([{ quantity: 1, price: null }])).toEqual({
      lari: null,
      from: false,
      onRequest: 1,
    });
  });

  it('converts another currency at the dealer’s rate, or leaves it out without one', () => {
    const euro = { amount: 100, currency: 'EUR' as const };
    expect(quoteTotal([{ quantity: 2, price: euro }], { EUR: 2.95 }).lari).toBe(590);
    expect(quoteTotal([{ quantity: 2, price: euro }])).toEqual({
      lari: null,
      from: false,
      onRequest: 1,
    });
  });

  it('never loses a line: priced and on-request lines add up to the list', () => {
    const line = fc.record({
      quantity: fc.integer({ min: 1, max: 999 }),
      price: fc.option(fc.integer({ min: 1, max: 1_000_000 }).map((a) => gel(a))),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        const total = quoteTotal(lines);
        const priced = lines.filter((l) => l.price);
        expect(total.onRequest).toBe(lines.length - priced.length);
        expect(total.lari).toBe(
          priced.length ? priced.reduce((sum, l) => sum + l.price!.amount * l.quantity, 0) : null,
        );
      }),
    );
  });
});
