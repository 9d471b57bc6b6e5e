/** @jest-environment node */
import { catalogueToCsv } from '@/content/csv/csv';
import { importCatalogue } from '@/content/csv/import';
import { formatCellProblem } from '@/content/csv/problem-text';
import { fixtureCopy } from '../../tests/support/content/fixture-content';

let site: ReturnType<typeof fixtureCopy>;
beforeEach(() => (site = fixtureCopy()));
afterEach(() => site.remove());

const files = () => site.productFiles();
const run = (csv: Uint8Array) => importCatalogue({ root: site.root, csv, imageExists: () => true });
const exported = () => catalogueToCsv(site.load().products);

/** What a Windows code page keeps of the text: Georgian becomes "?", as Excel writes it. */
function codePage(text: string, high: (char: string) => number | undefined): Uint8Array {
  return Uint8Array.from(
    [...text.replace(/^\uFEFF/, '')].map((c) =>
      c.charCodeAt(0) < 0x80 ? c.charCodeAt(0) : (high(c) ?? 0x3f),
    ),
  );
}
const cyrillic = (c: string) => (/[А-я]/.test(c) ? c.charCodeAt(0) - 0x410 + 0xc0 : undefined);
const western = (c: string) => (/[À-ÿ]/.test(c) ? c.charCodeAt(0) : undefined);

describe('CSV encodings spreadsheets save in', () => {
  it('reads UTF-8 without a byte-order mark and UTF-16 with one (Excel "Unicode Text")', async () => {
    const before = files();
    const csv = exported().replace(/^\uFEFF/, '');
    expect((await run(new TextEncoder().encode(csv))).problems).toEqual([]);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(csv, 'utf16le')]);
    expect((await run(utf16)).problems).toEqual([]);
    expect(files()).toEqual(before);
  });

  it('reads a UTF-8 file a spreadsheet opened as Latin-1 and saved again', async () => {
    const before = files();
    const mangled = Buffer.from(Buffer.from(exported(), 'utf8').toString('latin1'), 'utf8');
    expect((await run(mangled)).problems).toEqual([]);
    expect(files()).toEqual(before);
  });

  it.each([
    ['Windows-1251', cyrillic, 'Принтер Москва'],
    ['Windows-1252', western, 'Imprimante café'],
  ])('refuses %s with one message naming it and how to save as UTF-8', async (name, high, text) => {
    const before = files();
    const csv = exported().replace(/Mono MFP M3030/, text);
    const result = await run(codePage(csv, high));
    expect(result.problems.map(formatCellProblem)).toEqual([
      expect.stringMatching(new RegExp(`saved in ${name} .*not UTF-8.*CSV UTF-8`)),
    ]);
    expect(files()).toEqual(before);
  });

  it('refuses a plain-ASCII copy whose Georgian became "?", in one message', async () => {
    const result = await run(codePage(exported(), () => undefined));
    expect(result.problems.map(formatCellProblem)).toEqual([
      expect.stringMatching(/not one Georgian letter.*CSV UTF-8/),
    ]);
  });
});
