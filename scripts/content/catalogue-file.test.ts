/** @jest-environment node */
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse, stringify } from 'yaml';
import { catalogueToCsv, parseCsv } from '@/content/csv/csv';
import { catalogueToWorkbook, parseWorkbook } from '@/content/csv/xlsx';
import { readSite } from '@/content/load';
import { catalogueFile } from './catalogue-file.mjs';

const modules = { readSite, catalogueToCsv, catalogueToWorkbook };

describe('the catalogue file (npm run catalog:export, and the editor’s download)', () => {
  // The fixture content beside the project's public/, where its images are looked up.
  let dir: string;
  let root: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'catalogue-file-'));
    root = join(dir, 'content');
    cpSync('tests/fixtures/content', root, { recursive: true });
    symlinkSync(resolve('public'), join(dir, 'public'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('has every product for the command line, and no draft in the copy anyone can download', async () => {
    const all = await catalogueFile(modules, root, 'csv');
    const ids = parseCsv(all.bytes).rows.map((r) => r.cells.id);
    expect(ids.length).toBeGreaterThan(1);
    const draft = join(root, `products/${ids[0]}.yaml`);
    const blocks = parse(readFileSync(draft, 'utf8'));
    writeFileSync(draft, stringify({ ...blocks, ka: { ...blocks.ka, hidden: true } }));
    expect((await catalogueFile(modules, root, 'csv')).count).toBe(ids.length);
    const shown = await catalogueFile(modules, root, 'xlsx', { drafts: false });
    expect(shown.count).toBe(ids.length - 1);
    const table = await parseWorkbook(shown.bytes);
    expect(table.rows.map((r) => r.cells.id)).toEqual(ids.slice(1));
  });

  it('gives the content problems instead of a file when the content does not load', async () => {
    writeFileSync(join(root, 'products/broken.yaml'), 'ka: [\n');
    const result = await catalogueFile(modules, root, 'xlsx');
    expect(result.bytes).toBeUndefined();
    expect(result.problems.length).toBeGreaterThan(0);
  });
});
