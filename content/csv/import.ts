import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { editorFile } from '../cms/editor-form';
import { isEntryId } from '../fields/entry-id';
import { formatProblem, readSite } from '../load';
import { LinkedFileError, writePlainFile } from '../plain-files';
import type { Product } from '../schema';
import { checkRow, halves, referenceProblems } from './check-row';
import { columnOf, laterColumns, textFields } from './columns';
import { parseCsv } from './csv';
import {
  current,
  fileBlocks,
  linkProblems,
  productFile,
  productFolder,
  yamlOf,
} from './product-files';
import { checkHeader } from './rows';
import { said, type CellProblem } from './problem-text';
import { parseWorkbook } from './xlsx';

export interface ImportOptions {
  /** The content folder (content/). */
  root: string;
  csv?: string | Uint8Array;
  workbook?: Uint8Array;
  imageExists: (src: string) => boolean;
  deleteMissing?: boolean;
}

export interface ImportResult {
  problems: CellProblem[];
  created: string[];
  updated: string[];
  deleted: string[];
  unchanged: number;
  source?: string;
}

const nothingDone = (problems: CellProblem[]): ImportResult => ({
  problems,
  created: [],
  updated: [],
  deleted: [],
  unchanged: 0,
});

/** Fields without a column keep the file's value: so a round trip never publishes a draft. */
const keptFields = (header: readonly string[]) => [
  ...laterColumns.filter((column) => !header.includes(column)),
  'hidden' as const,
];

/** A loader field (`en.specifications.2.value`) as the CSV column it came from. */
function fileFieldToColumn(field: string, product: Product): string {
  const [locale, ...rest] = field.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s)) as [
    string,
    ...(string | number)[],
  ];
  const [name, index, sub] = rest;
  const translatedSub = ['value', 'alt', 'title'];
  const modelPath =
    (textFields as readonly unknown[]).includes(name) || name === 'features'
      ? [name, locale, ...rest.slice(1)]
      : typeof sub === 'string' && translatedSub.includes(sub)
        ? [name, index, sub, locale]
        : rest;
  return columnOf(modelPath as PropertyKey[], product);
}

/**
 * One product file per row, all or nothing: rows are checked by the schema, written to a copy of
 * content/ that the loader checks whole; only a clean copy's changed files reach `root`.
 */
export async function importCatalogue(options: ImportOptions): Promise<ImportResult> {
  const { root, imageExists } = options;
  const result = nothingDone([]);
  // A link in content/ stops the import before anything there is read, copied or written.
  result.problems.push(...linkProblems(root));
  if (result.problems.length) return result;
  const { header, rows, problems, source } = options.workbook
    ? await parseWorkbook(options.workbook)
    : parseCsv(options.csv ?? '');
  if (source) result.source = source;
  // An unreadable file has no header to check.
  result.problems.push(...problems, ...(header.length ? checkHeader(header) : []));
  // A file or header problem stops here; cell problems are listed with those of every row.
  if (result.problems.some((p) => !p.row || p.row === 1)) return result;

  const products = new Map<string, { row: number; product: Product }>();
  // Rows the schema rejected, kept so the reference checks can still name their problems.
  const rejected = new Map<string, { row: number; product: Partial<Product> }>();
  const listed = new Set<string>();
  // A row with a cell the sheet could not take as it is (a NUL, an error) is never written.
  const unread = new Set(problems.map((p) => p.row));
  for (const { row, cells } of rows) {
    const rowProblems = checkRow(cells, row);
    result.problems.push(...rowProblems.problems);
    const id = String(rowProblems.product.id);
    listed.add(id);
    const first = products.get(id) ?? rejected.get(id);
    if (first)
      result.problems.push({ row, column: 'id', ...said('alsoInRow', { row: first.row }) });
    else if (rowProblems.checked && isEntryId(id) && !unread.has(row))
      products.set(id, { row, product: rowProblems.checked });
    else if (isEntryId(id)) rejected.set(id, { row, product: rowProblems.product });
  }
  // Rows the schema rejected are left out, but the loader still checks the others.
  const failed = result.problems.length > 0;

  const copy = mkdtempSync(join(tmpdir(), 'catalog-import-'));
  try {
    cpSync(root, copy, { recursive: true });
    const changed = new Map<string, string>();
    const absent = keptFields(header);
    for (const [id, { product }] of products) {
      const file = productFile(root, id);
      const now = current(file);
      const kept = (now.blocks as { ka?: Record<string, unknown> } | undefined)?.ka;
      for (const field of absent) product[field] = kept?.[field] === true;
      if (now.yaml === yamlOf(product)) {
        result.unchanged++;
        continue;
      }
      (existsSync(file) ? result.updated : result.created).push(id);
      // Written as the editor writes it: the file's diff is the row's change.
      changed.set(id, editorFile(`${productFolder}/${id}.yaml`, fileBlocks(product, now.blocks)));
    }
    for (const [id, text] of changed) writePlainFile(productFile(copy, id), text);
    if (options.deleteMissing)
      for (const name of readdirSync(join(copy, productFolder)))
        if (/\.ya?ml$/.test(name) && !listed.has(name.replace(/\.ya?ml$/, ''))) {
          rmSync(join(copy, productFolder, name));
          result.deleted.push(name.replace(/\.ya?ml$/, ''));
        }

    const site = readSite(copy, imageExists);
    if (site.content && rejected.size)
      result.problems.push(...referenceProblems(site.content, rejected, imageExists));
    for (const problem of site.problems) {
      const id = /(?:^|\/)products\/([^/]+)\.ya?ml$/.exec(problem.file)?.[1];
      const entry = id ? products.get(id) : undefined;
      if (entry && problem.field)
        result.problems.push({
          row: entry.row,
          column: fileFieldToColumn(problem.field, entry.product),
          ...halves(problem.message),
        });
      // A problem elsewhere (an offer naming a deleted product, a file already broken), named
      // by its path in content/ rather than in the temporary copy.
      else {
        const file = relative(process.cwd(), join(root, relative(copy, resolve(problem.file))));
        result.problems.push({ message: formatProblem({ ...problem, file }) });
      }
    }
    if (failed || result.problems.length) {
      // In spreadsheet order: problems without a row (header, other files) first.
      result.problems.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
      const cellsOf = new Map(rows.map((r) => [r.row, r.cells]));
      for (const p of result.problems)
        if (p.row && p.column && p.value === undefined)
          p.value = cellsOf.get(p.row)?.[p.column] ?? undefined;
      return { ...result, ...nothingDone(result.problems) };
    }

    for (const [id, text] of changed) writePlainFile(productFile(root, id), text);
    for (const id of result.deleted) rmSync(productFile(root, id), { force: true });
    return result;
  } catch (error) {
    // A file that became a link after the check above: named, never written through.
    if (!(error instanceof LinkedFileError)) throw error;
    return nothingDone([{ message: error.message }]);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
