/** @jest-environment node */
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { strFromU8, unzipSync } from 'fflate';
import { columnName, sheetNames, toXlsx, xmlText, type XlsxCell } from '@/worker/xlsx';
import { hasSoffice, sofficeSheets } from '../tests/support/worker/soffice';

const hostile = [
  ['reference', 'name', 'text'],
  ['Q-2611-0001', '=HYPERLINK("http://evil.example","x")', '+1+1'],
  ['C-2611-0002', '@SUM(A1)', '-2-3'],
  ['C-2611-0003', 'ნინო <script>alert(1)</script> & "co"', 'line one\nline two'],
  ['M-2611-0004', 'bell\u0007 and lone \ud800 surrogate', '\t=1+1'],
];
const sheet = (rows: XlsxCell[][], name = 'Requests') => [{ name, rows }];

async function readBack(bytes: Uint8Array) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  return book.worksheets.map((one) => {
    const rows: unknown[][] = [];
    one.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { name: one.name, rows, sheet: one };
  });
}

/** The text of one part of the workbook's zip. */
function part(bytes: Uint8Array, name: string): string {
  return strFromU8(unzipSync(bytes)[name] ?? new Uint8Array());
}

describe('the inbox workbook', () => {
  it('reads back in exceljs as the same text, no apostrophe added', async () => {
    const [first] = await readBack(toXlsx(sheet(hostile)));
    expect(first?.name).toBe('Requests');
    expect(first?.rows).toEqual(
      hostile.map((row) => row.map((cell) => cell.replace(/\u0007|\ud800/g, '\ufffd'))),
    );
  });

  it('gives formula-like text the quote-prefix style (text when edited), the header bold', () => {
    const xml = part(toXlsx(sheet(hostile)), 'xl/worksheets/sheet1.xml');
    expect(xml).toContain('<c r="B2" s="3" t="inlineStr">');
    expect(xml).toContain('<c r="C5" s="3" t="inlineStr">');
    expect(xml).toContain('<c r="B4" t="inlineStr">');
    expect(xml).toContain('<c r="A1" s="2" t="inlineStr">');
    expect(xml).toContain('state="frozen"');
    expect(part(toXlsx(sheet(hostile)), 'xl/styles.xml')).toContain('quotePrefix="1"');
  });

  it('writes a time as a date cell the spreadsheet shows on the given clock', async () => {
    // 2027-05-31 14:05 in Tbilisi is 46538 days and 14:05 after Excel's epoch.
    const serial = 46_538 + (14 * 60 + 5) / 1440;
    const [first] = await readBack(toXlsx(sheet([['received'], [{ serial }]])));
    const value = first?.rows[1]?.[0] as Date;
    expect(value.toISOString()).toBe('2027-05-31T14:05:00.000Z');
    expect(first?.sheet.getCell('A2').numFmt).toBe('yyyy-mm-dd hh:mm');
  });

  it('has one sheet per table, named as Excel allows', async () => {
    const book = await readBack(
      toXlsx([
        { name: 'შეტყობინება', rows: [['a'], ['1']] },
        { name: 'Quote: [new]?', rows: [['b']] },
        { name: 'შეტყობინება', rows: [['c']] },
      ]),
    );
    expect(book.map((one) => one.name)).toEqual(['შეტყობინება', 'Quote   new', 'შეტყობინება 3']);
    expect(book[1]?.rows).toEqual([['b']]);
    expect(sheetNames(['', 'x'.repeat(40)])).toEqual(['1', 'x'.repeat(31)]);
  });

  it('names columns as spreadsheets do', () => {
    expect([0, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual([
      'A',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });

  it("keeps a carriage return in a visitor's text (XML would turn a raw one into a line feed)", async () => {
    const [first] = await readBack(toXlsx(sheet([['h'], ['line one\r\nline two', '\r']])));
    expect(first?.rows[1]).toEqual(['line one\r\nline two', '\r']);
  });

  it('keeps any text as XML that parses back to it (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.string({ unit: 'binary' }), { minLength: 1, maxLength: 4 }),
        async (cells) => {
          const [first] = await readBack(toXlsx(sheet([['h'], cells])));
          const expected = cells.map((c) =>
            xmlText(c)
              .replace(/&#13;/g, '\r')
              .replace(/&quot;/g, '"')
              .replace(/&lt;/g, '<')
              .replace(/&gt;/g, '>')
              .replace(/&amp;/g, '&'),
          );
          // exceljs leaves an empty cell out of the row's values (a hole, or a shorter row).
          const got = Array.from({ length: cells.length }, (_, i) => first?.rows[1]?.[i] ?? '');
          expect(got).toEqual(expected);
        },
      ),
      { numRuns: 30 },
    );
  }, 30_000);

  (hasSoffice ? it : it.skip)(
    'opens in LibreOffice with every cell the text itself, none run, no apostrophe shown',
    () => {
      const workbook = toXlsx([
        { name: 'Requests', rows: [...hostile, ['T-1', { serial: 46_538.5868055556 }, 'x']] },
        { name: 'ფასის მოთხოვნა', rows: [['ნომერი'], ['Q-2705-0001']] },
      ]);
      const sheets = sofficeSheets(workbook);
      expect(Object.keys(sheets).sort()).toEqual(['Requests', 'ფასის მოთხოვნა']);
      expect(sheets['Requests']).toEqual([
        ...hostile.map((row) => row.map((cell) => cell.replace(/\u0007|\ud800/g, '\ufffd'))),
        ['T-1', '2027-05-31 14:05', 'x'],
      ]);
      expect(sheets['ფასის მოთხოვნა']).toEqual([['ნომერი'], ['Q-2705-0001']]);
    },
    150_000,
  );
});
