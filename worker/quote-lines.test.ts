/** @jest-environment node */
import fc from 'fast-check';
import {
  matchProduct,
  resolveQuoteLines,
  splitLine,
  type CatalogueNames,
} from '@/worker/quote-lines';
import { maxQuantity } from '@/lib/quote-list/lines';

// A catalogue as names.json gives it, one name per language (ka first).
const names: CatalogueNames = new Map([
  [
    'colour-mfp-c3226i',
    ['Canon imageRUNNER ADVANCE DX C3226i', 'Canon imageRUNNER ADVANCE DX C3226i'],
  ],
  ['mono-printer-p3030', ['HP LaserJet P3030', 'HP LaserJet P3030']],
  ['mfp-445', ['Canon MF 445', 'Canon MF 445']],
  ['mfp-445-plus', ['Canon MF 445 Plus', 'Canon MF 445 Plus']],
  ['paper-a4', ['ქაღალდი A4 80 გ/მ²', 'Paper A4 80 g/m²']],
]);

describe('quote lines typed without JavaScript', () => {
  it('reads three products by model, id and name, with and without quantities', () => {
    const result = resolveQuoteLines(
      'C3226i, 2\r\n\n  mono-printer-p3030 x3\nPaper A4 80 g/m² – 10 pcs\n',
      names,
    );
    expect(result).toEqual({
      ok: true,
      items: [
        { id: 'colour-mfp-c3226i', quantity: 2, name: 'Canon imageRUNNER ADVANCE DX C3226i' },
        { id: 'mono-printer-p3030', quantity: 3, name: 'HP LaserJet P3030' },
        { id: 'paper-a4', quantity: 10, name: 'ქაღალდი A4 80 გ/მ²' },
      ],
    });
  });

  it('takes a number that is part of the name as the name, not as a quantity', () => {
    expect(resolveQuoteLines('Canon MF 445', names)).toMatchObject({
      ok: true,
      items: [{ id: 'mfp-445', quantity: 1 }],
    });
    expect(resolveQuoteLines('Canon MF 445, 4', names)).toMatchObject({
      items: [{ id: 'mfp-445', quantity: 4 }],
    });
  });

  it('matches Georgian names and adds up the same product named twice', () => {
    expect(resolveQuoteLines('ქაღალდი A4 80 გ/მ², 5\nPaper A4 80 g/m², 5', names)).toMatchObject({
      items: [{ id: 'paper-a4', quantity: 10 }],
    });
  });

  it('names each line it cannot match, counting only lines with text', () => {
    expect(resolveQuoteLines('C3226i\n\nCanon\nCanon MF, 2\nTeapot 3000', names)).toEqual({
      ok: false,
      errors: { 'lines.1': 'ambiguous', 'lines.2': 'ambiguous', 'lines.3': 'unknown' },
    });
    expect(resolveQuoteLines('C3226i, 0', names)).toEqual({
      ok: false,
      errors: { 'lines.0': 'quantity' },
    });
    expect(resolveQuoteLines(' \n ', names)).toEqual({ ok: false, errors: { lines: 'required' } });
    expect(resolveQuoteLines(['C3226i'], names)).toEqual({
      ok: false,
      errors: { lines: 'invalid' },
    });
  });

  it('reads a short code only as a whole word or id', () => {
    expect(matchProduct('c', names)).toEqual({ error: 'unknown' });
    expect(matchProduct('MONO-PRINTER-P3030', names)).toEqual({ id: 'mono-printer-p3030' });
    expect(splitLine('C3226i')).toBeNull();
  });

  it('never throws, and every line it accepts is a catalogue product in the allowed quantities', () => {
    const line = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom('C3226i', 'HP LaserJet P3030', 'Canon MF 445', 'paper-a4'),
      fc
        .tuple(fc.constantFrom('C3226i', 'P3030'), fc.integer({ min: -5, max: 5000 }))
        .map(([model, quantity]) => `${model}, ${quantity}`),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), fc.constantFrom('\n', '\r\n'), (lines, eol) => {
        const result = resolveQuoteLines(lines.join(eol), names);
        if (!result.ok) return Object.keys(result.errors).length > 0;
        return result.items.every(
          (item) => names.has(item.id) && item.quantity >= 1 && item.quantity <= maxQuantity,
        );
      }),
      { numRuns: 300 },
    );
  });
});
