/** @jest-environment node */
import fc from 'fast-check';
import { parse } from 'csv-parse/sync';
import { csvCell, guardFormula, toCsv } from '@/worker/csv';

describe('inbox CSV', () => {
  it('quotes cells with commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(3)).toBe('3');
  });

  it('starts cells a spreadsheet would run as a formula with an apostrophe', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(guardFormula(`${start}1+1`)).toBe(`'${start}1+1`);
    }
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(guardFormula('+995555123456')).toBe("'+995555123456");
    expect(guardFormula('Nino')).toBe('Nino');
  });

  it('writes CRLF rows after a byte order mark', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe('\ufeffa,b\r\nc,d\r\n');
  });

  it('reads back, by an outside parser, as the guarded cells', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ unit: 'binary' }), { minLength: 1, maxLength: 5 }), {
          minLength: 1,
          maxLength: 5,
        }),
        (rows) => {
          const table = rows.map((row) => row.map((cell) => cell.replace(/\0/g, '')));
          const width = Math.max(...table.map((row) => row.length));
          const square = table.map((row) => [...row, ...Array(width - row.length).fill('x')]);
          const parsed = parse(toCsv(square), {
            bom: true,
            relax_column_count: false,
          }) as string[][];
          expect(parsed).toEqual(square.map((row) => row.map(guardFormula)));
        },
      ),
    );
  });
});
