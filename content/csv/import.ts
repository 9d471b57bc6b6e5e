import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parse, stringify } from 'yaml';
import { toFile, toModel } from '../bilingual';
import { formatProblem, readSite } from '../load';
import { collections, productSchema, type Product } from '../schema';
import { columnOf, textFields } from './columns';
import { parseCsv } from './csv';
import { checkHeader, rowToProduct, type CellProblem } from './rows';

export interface ImportOptions {
  /** The content folder (content/). */
  root: string;
  csv: string;
  imageExists: (src: string) => boolean;
  /** Formats a file's YAML as the repository does (prettier); identity when not given. */
  format?: (text: string, file: string) => string | Promise<string>;
  /** Remove product files the CSV does not list (default: leave them untouched). */
  deleteMissing?: boolean;
}

export interface ImportResult {
  problems: CellProblem[];
  created: string[];
  updated: string[];
  deleted: string[];
  unchanged: number;
}

const folder = collections.products.folder;
const yamlOf = (product: unknown) => stringify(toFile(productSchema, product), { lineWidth: 100 });
const friendly = (message: string) =>
  /received undefined$/.test(message) ? 'is missing (required)' : message;

/** The checked product in a file, as YAML without formatting, to tell whether a row changes it. */
function currentYaml(file: string): string | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const blocks = parse(readFileSync(file, 'utf8')) as { ka?: unknown; en?: unknown };
    const result = productSchema.safeParse(toModel(productSchema, blocks.ka, blocks.en).value);
    return result.success ? yamlOf(result.data) : '';
  } catch {
    return '';
  }
}

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
 * Creates or updates one product file per CSV row, all or nothing: every row is checked by the
 * schema, then the files are written to a temporary copy of content/ that the loader checks as a
 * whole (categories, images, references); only a clean copy's changed files reach `root`.
 */
export async function importCatalogue(options: ImportOptions): Promise<ImportResult> {
  const { root, imageExists, format = (text: string) => text } = options;
  const result: ImportResult = {
    problems: [],
    created: [],
    updated: [],
    deleted: [],
    unchanged: 0,
  };
  const { header, rows, problems } = parseCsv(options.csv);
  result.problems.push(...problems, ...checkHeader(header));
  if (result.problems.length) return result;

  const products = new Map<string, { row: number; product: Product }>();
  const listed = new Set<string>();
  for (const { row, cells } of rows) {
    const read = rowToProduct(cells, row);
    result.problems.push(...read.problems);
    const checked = productSchema.safeParse(read.product);
    // A cell already reported as unreadable ("abc" as a number) is not reported again as missing.
    const reported = new Set(read.problems.map((p) => p.column));
    if (!checked.success)
      for (const issue of checked.error.issues) {
        const column = columnOf(issue.path, read.product as Partial<Product>);
        if (!reported.has(column))
          result.problems.push({ row, column, message: friendly(issue.message) });
      }
    const id = String(read.product.id);
    listed.add(id);
    const first = products.get(id);
    if (first)
      result.problems.push({ row, column: 'id', message: `"${id}" is also in row ${first.row}` });
    else if (checked.success) products.set(id, { row, product: checked.data });
  }
  // Rows the schema rejected are left out, but the loader still checks the others, so one run
  // lists every bad row (an unknown category next to a bad number).
  const failed = result.problems.length > 0;

  const copy = mkdtempSync(join(tmpdir(), 'catalog-import-'));
  try {
    cpSync(root, copy, { recursive: true });
    const changed = new Map<string, string>();
    for (const [id, { product }] of products) {
      const name = `${id}.yaml`;
      const text = yamlOf(product);
      if (currentYaml(join(root, folder, name)) === text) {
        result.unchanged++;
        continue;
      }
      (existsSync(join(root, folder, name)) ? result.updated : result.created).push(id);
      changed.set(name, await format(text, join(root, folder, name)));
    }
    for (const [name, text] of changed) writeFileSync(join(copy, folder, name), text);
    if (options.deleteMissing)
      for (const name of readdirSync(join(copy, folder)))
        if (/\.ya?ml$/.test(name) && !listed.has(name.replace(/\.ya?ml$/, ''))) {
          rmSync(join(copy, folder, name));
          result.deleted.push(name.replace(/\.ya?ml$/, ''));
        }

    const site = readSite(copy, imageExists);
    for (const problem of site.problems) {
      const id = /(?:^|\/)products\/([^/]+)\.ya?ml$/.exec(problem.file)?.[1];
      const entry = id ? products.get(id) : undefined;
      if (entry && problem.field)
        result.problems.push({
          row: entry.row,
          column: fileFieldToColumn(problem.field, entry.product),
          message: problem.message,
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
      return { ...result, created: [], updated: [], deleted: [], unchanged: 0 };
    }

    for (const [name, text] of changed) writeFileSync(join(root, folder, name), text);
    for (const id of result.deleted) rmSync(join(root, folder, `${id}.yaml`), { force: true });
    return result;
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
