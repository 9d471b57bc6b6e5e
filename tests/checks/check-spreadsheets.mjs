// npm test's "spreadsheets" step: the catalogue through a real spreadsheet program and back.
// In a temporary copy of content/ (public/ linked for the image check) it exports the catalogue,
// has LibreOffice (headless) open and save it, and imports the result:
//   1. CSV: Python's csv module reads one record per product (RFC 4180); LibreOffice opens it,
//      saves it as .xlsx, then as CSV with ";" between cells; the import changes no file.
//   2. Workbook: LibreOffice re-saves the exported .xlsx, and also saves it as ";" CSV; importing
//      either changes no file.
//   3. An edited workbook (one price changed, one product added, through exceljs, then re-saved
//      by LibreOffice): the import changes exactly that price and creates exactly that product.
//   4. A CSV LibreOffice saves in Windows-1252 is refused with a message naming the encoding.
//   5. The editor's workbook still names the commit it was made from after LibreOffice saves it
//      (the Bulk update's guard against stale rows, scripts/ci/bulk-stale.mjs).
// Usage: node tests/checks/check-spreadsheets.mjs   (KEEP=1 keeps the temporary folder). Needs soffice
// (scripts/ensure-libreoffice.sh) and python3.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ExcelJS from 'exceljs';
import { parse } from 'yaml';
import { catalogueFile } from '../../scripts/content/catalogue-file.mjs';
import { loadContentModules } from '../../scripts/content/load-content.mjs';

const root = resolve(import.meta.dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'gps-spreadsheets-'));
const content = join(work, 'project/content');
cpSync(join(root, 'content'), content, { recursive: true });
symlinkSync(join(root, 'public'), join(work, 'project/public'), 'dir');
const started = performance.now();
const failures = [];

function run(command, args, { timeout = 180_000, env } = {}) {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', timeout, env });
  if (result.error) throw new Error(`${command} failed: ${result.error.message}`);
  return result;
}

/** LibreOffice with its own profile and HOME in the work folder, so no other instance interferes. */
function soffice(input, convertTo, outDir, infilter) {
  mkdirSync(outDir, { recursive: true });
  const home = join(work, 'home');
  mkdirSync(home, { recursive: true });
  const args = [
    `-env:UserInstallation=${pathToFileURL(join(work, 'lo-profile')).href}`,
    '--headless',
    '--norestore',
    ...(infilter ? [`--infilter=${infilter}`] : []),
    '--convert-to',
    convertTo,
    '--outdir',
    outDir,
    input,
  ];
  const result = run('soffice', args, { env: { ...process.env, HOME: home } });
  const out = join(outDir, basename(input).replace(/\.\w+$/, `.${convertTo.split(':')[0]}`));
  if (result.status !== 0 || !readdirSync(outDir).includes(basename(out)))
    throw new Error(`soffice --convert-to ${convertTo} ${input} failed:\n${result.stderr}`);
  return out;
}

/**
 * LibreOffice's CSV filter options (wiki.documentfoundation.org/Documentation/DevGuide/Spreadsheet_Documents#Filter_Options_for_the_CSV_Filter):
 * separator (44 ",", 59 ";"), text delimiter (34 '"'), character set (76 UTF-8, 1 Windows-1252),
 * first line.
 */
const csvOut = (separator, charset = 76) =>
  `csv:Text - txt - csv (StarCalc):${separator},34,${charset},1`;
const csvIn = 'CSV:44,34,76,1';

const snapshot = () =>
  Object.fromEntries(
    readdirSync(join(content, 'products')).map((n) => [
      n,
      readFileSync(join(content, 'products', n), 'utf8'),
    ]),
  );
const original = snapshot();

function exportTo(file) {
  const result = run('node', ['scripts/content/catalog-export.mjs', file, content]);
  if (result.status !== 0) throw new Error(`export to ${file} failed:\n${result.stderr}`);
  return file;
}
function importFrom(file) {
  const result = run('node', ['scripts/content/catalog-import.mjs', file, '--root', content]);
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

async function check(name, fn) {
  const since = performance.now();
  try {
    await fn();
    console.log(`  ok    ${name} (${Math.round(performance.now() - since)} ms)`);
  } catch (error) {
    failures.push(name);
    console.error(`  FAIL  ${name}\n${String(error.message ?? error).replace(/^/gm, '        ')}`);
  }
}

/** The import must succeed and leave every product file as it was. */
function importsUnchanged(file) {
  const { ok, output } = importFrom(file);
  if (!ok) throw new Error(output);
  const now = snapshot();
  const changed = Object.keys({ ...original, ...now }).filter((n) => now[n] !== original[n]);
  if (changed.length) throw new Error(`changed by the import: ${changed.join(', ')}\n${output}`);
}

const productCount = Object.keys(original).length;

await check('CSV: Python reads one record per product, all of one width', () => {
  const csv = exportTo(join(work, 'products.csv'));
  const script =
    'import csv, sys\n' +
    'rows = list(csv.reader(open(sys.argv[1], encoding="utf-8-sig", newline="")))\n' +
    'print(len(rows), len({len(r) for r in rows}))';
  const result = run('python3', ['-c', script, csv]);
  const [records, widths] = result.stdout.trim().split(' ').map(Number);
  if (records !== productCount + 1 || widths !== 1)
    throw new Error(
      `python3 csv read ${records} records of ${widths} widths for ${productCount} products`,
    );
});

await check('CSV → LibreOffice .xlsx → ";" CSV → import: no file changes', () => {
  const xlsx = soffice(join(work, 'products.csv'), 'xlsx', join(work, 'lo-csv'), csvIn);
  importsUnchanged(soffice(xlsx, csvOut(59), join(work, 'lo-csv/back')));
});

await check('workbook → LibreOffice re-save → import: no file changes', () => {
  const xlsx = exportTo(join(work, 'products.xlsx'));
  importsUnchanged(soffice(xlsx, 'xlsx', join(work, 'lo-xlsx')));
});

await check('workbook → LibreOffice ";" CSV → import: no file changes', () => {
  importsUnchanged(soffice(join(work, 'products.xlsx'), csvOut(59), join(work, 'lo-xlsx-csv')));
});

await check(
  'edited workbook (a price, a new product) → LibreOffice → import: exactly that lands',
  async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(join(work, 'products.xlsx'));
    const sheet = book.getWorksheet('Products');
    const header = sheet.getRow(1).values;
    const row = sheet.getRow(2);
    const cell = (r, name) => r.getCell(header.indexOf(name));
    const changedId = cell(row, 'id').value;
    cell(row, 'price').value = 12345.5;
    const added = sheet.addRow(row.values);
    cell(added, 'id').value = 'spreadsheet-added-x1';
    cell(added, 'order').value = 99999;
    // Names are unique in each language (the content check refuses a second product of one name).
    cell(added, 'name_ka').value = 'ცხრილიდან დამატებული X1';
    cell(added, 'name_en').value = 'Added from a spreadsheet X1';
    await book.xlsx.writeFile(join(work, 'edited.xlsx'));
    const resaved = soffice(join(work, 'edited.xlsx'), 'xlsx', join(work, 'lo-edited'));
    const { ok, output } = importFrom(resaved);
    const now = snapshot();
    // Back to the original for the next check.
    rmSync(join(content, 'products'), { recursive: true });
    cpSync(join(root, 'content/products'), join(content, 'products'), { recursive: true });
    if (!ok) throw new Error(output);
    const changed = Object.keys({ ...original, ...now }).filter((n) => now[n] !== original[n]);
    const expected = [`${changedId}.yaml`, 'spreadsheet-added-x1.yaml'].sort();
    if (JSON.stringify(changed.sort()) !== JSON.stringify(expected))
      throw new Error(`changed ${changed.join(', ')}; expected ${expected.join(', ')}`);
    // The file differs from the old one in the amount line only (when it had a price before).
    const oldText = original[`${changedId}.yaml`];
    if (/^\s+amount: /m.test(oldText)) {
      const expectedText = oldText.replace(/^(\s+amount: ).*$/m, '$112345.5');
      if (now[`${changedId}.yaml`] !== expectedText)
        throw new Error(`${changedId}.yaml changed beyond its price:\n${now[`${changedId}.yaml`]}`);
    }
    const before = parse(oldText);
    const after = parse(now[`${changedId}.yaml`]);
    if (after.ka.price?.amount !== 12345.5)
      throw new Error(`price is ${JSON.stringify(after.ka.price)}`);
    delete before.ka.price;
    delete after.ka.price;
    if (JSON.stringify(before) !== JSON.stringify(after))
      throw new Error(
        `${changedId}.yaml changed beyond its price:\n${original[`${changedId}.yaml`]}\n${now[`${changedId}.yaml`]}`,
      );
    const created = parse(now['spreadsheet-added-x1.yaml']);
    if (created.en.name !== 'Added from a spreadsheet X1')
      throw new Error('the new product differs');
  },
);

await check('a LibreOffice CSV in Windows-1252 is refused, naming the encoding', () => {
  const legacy = soffice(join(work, 'products.xlsx'), csvOut(44, 1), join(work, 'lo-1252'));
  const { ok, output } = importFrom(legacy);
  if (ok || !/Windows-1252/.test(output) || !/UTF-8/.test(output))
    throw new Error(`expected a refusal naming Windows-1252:\n${output}`);
  const now = snapshot();
  if (Object.keys(now).some((n) => now[n] !== original[n])) throw new Error('files changed');
});

await check('the editor’s workbook names its commit after a LibreOffice save', async () => {
  const modules = await loadContentModules();
  const source = 'c0ffee'.padEnd(40, '0');
  const file = await catalogueFile(modules, content, 'xlsx', { drafts: false, source });
  writeFileSync(join(work, 'stamped.xlsx'), file.bytes);
  const resaved = soffice(join(work, 'stamped.xlsx'), 'xlsx', join(work, 'lo-stamped'));
  const table = await modules.parseWorkbook(readFileSync(resaved));
  if (table.source !== source) throw new Error(`the re-saved workbook names ${table.source}`);
});

const seconds = Math.round((performance.now() - started) / 1000);
if (process.env.KEEP) console.log(`Kept ${work}`);
else rmSync(work, { recursive: true, force: true });
if (failures.length) {
  console.error(`Spreadsheet round trips: ${failures.length} failed in ${seconds} s`);
  process.exit(1);
}
console.log(`Spreadsheet round trips passed in ${seconds} s`);
