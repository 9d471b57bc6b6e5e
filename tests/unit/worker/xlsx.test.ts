/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { columnName, crc32, toXlsx, xmlText } from '@/worker/xlsx';

const hostile = [
  ['reference', 'name', 'text'],
  ['Q-2611-0001', '=HYPERLINK("http://evil.example","x")', '+1+1'],
  ['C-2611-0002', '@SUM(A1)', '-2-3'],
  ['C-2611-0003', 'ნინო <script>alert(1)</script> & "co"', 'line one\nline two'],
  ['M-2611-0004', 'bell\u0007 and lone \ud800 surrogate', '\t=1+1'],
];

async function readBack(bytes: Uint8Array) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: sheet.name, rows };
}

describe('the inbox workbook', () => {
  it('reads back in exceljs as the same text, formula-like cells guarded like the CSV', async () => {
    const { name, rows } = await readBack(toXlsx(hostile));
    expect(name).toBe('Requests');
    expect(rows[0]).toEqual(['reference', 'name', 'text']);
    expect(rows[1]).toEqual(['Q-2611-0001', `'=HYPERLINK("http://evil.example","x")`, "'+1+1"]);
    expect(rows[2]).toEqual(['C-2611-0002', "'@SUM(A1)", "'-2-3"]);
    expect(rows[3]).toEqual([
      'C-2611-0003',
      'ნინო <script>alert(1)</script> & "co"',
      'line one\nline two',
    ]);
    expect(rows[4]).toEqual(['M-2611-0004', 'bell\ufffd and lone \ufffd surrogate', "'\t=1+1"]);
  });

  it('names columns as spreadsheets do and checksums as zip does', () => {
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
    expect(crc32(new TextEncoder().encode('123456789')).toString(16)).toBe('cbf43926');
  });

  it("keeps a carriage return in a visitor's text (XML would turn a raw one into a line feed)", async () => {
    const { rows } = await readBack(toXlsx([['h'], ['line one\r\nline two', '\r']]));
    expect(rows[1]).toEqual(['line one\r\nline two', "'\r"]);
  });

  it('keeps any text as XML that parses back to it (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.string({ unit: 'binary' }), { minLength: 1, maxLength: 4 }),
        async (cells) => {
          const { rows } = await readBack(toXlsx([['h'], cells]));
          const expected = cells.map((c) =>
            xmlText(/^[=+\-@\t\r]/.test(c) ? `'${c}` : c)
              .replace(/&#13;/g, '\r')
              .replace(/&quot;/g, '"')
              .replace(/&lt;/g, '<')
              .replace(/&gt;/g, '>')
              .replace(/&amp;/g, '&'),
          );
          // exceljs leaves an empty cell out of the row's values (a hole, or a shorter row).
          const got = Array.from({ length: cells.length }, (_, i) => rows[1]?.[i] ?? '');
          expect(got).toEqual(expected);
        },
      ),
      { numRuns: 30 },
    );
  }, 30_000);

  // LibreOffice, the outside judge, as scripts/check-spreadsheets.mjs uses it.
  const hasSoffice = spawnSync('soffice', ['--version'], { encoding: 'utf8' }).status === 0;
  (hasSoffice ? it : it.skip)(
    'opens in LibreOffice with every cell as text, none run as a formula',
    () => {
      const work = mkdtempSync(join(tmpdir(), 'inbox-xlsx-'));
      try {
        const input = join(work, 'requests.xlsx');
        writeFileSync(input, toXlsx(hostile));
        mkdirSync(join(work, 'home'));
        const result = spawnSync(
          'soffice',
          [
            `-env:UserInstallation=${pathToFileURL(join(work, 'profile')).href}`,
            '--headless',
            '--norestore',
            '--convert-to',
            'csv:Text - txt - csv (StarCalc):44,34,76,1',
            '--outdir',
            work,
            input,
          ],
          { encoding: 'utf8', timeout: 120_000, env: { ...process.env, HOME: join(work, 'home') } },
        );
        expect(result.status).toBe(0);
        const rows = parse(readFileSync(join(work, 'requests.csv'), 'utf8'), { bom: true });
        expect(rows).toEqual(
          hostile.map((row, r) =>
            r === 0
              ? row
              : row.map((cell) => {
                  const safe = cell.replace(/\u0007|\ud800/g, '\ufffd');
                  return /^[=+\-@\t\r]/.test(safe) ? `'${safe}` : safe;
                }),
          ),
        );
      } finally {
        rmSync(work, { recursive: true, force: true });
      }
    },
    150_000,
  );
});
