import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { parse, stringify } from 'yaml';
import { toFile, toModel } from '../bilingual';
import { isEntryId } from '../fields/entry-id';
import { linkMessage, symbolicLinks } from '../plain-files';
import { collections, productSchema } from '../schema';
import type { CellProblem } from './rows';

/** The import's side of content/products: where a product's file is, and what it holds now. */

export const productFolder = collections.products.folder;

export const yamlOf = (product: unknown) =>
  stringify(toFile(productSchema, product), { lineWidth: 100 });

/** A product file's text: its checked product as YAML without formatting ('' when broken), and its blocks. */
function parsed(
  text: string,
  leaveOut: readonly string[] = [],
): { yaml: string; blocks?: unknown } {
  try {
    const blocks = parse(text) as { ka?: unknown; en?: unknown };
    const result = productSchema.safeParse(toModel(productSchema, blocks.ka, blocks.en).value);
    if (!result.success) return { yaml: '', blocks };
    const product: Record<string, unknown> = { ...result.data };
    for (const field of leaveOut) delete product[field];
    return { yaml: yamlOf(product), blocks };
  } catch {
    return { yaml: '' };
  }
}

/**
 * The checked product in a file as YAML without formatting, to tell whether a row changes it,
 * and the file's blocks, whose shape a changed file keeps (file-shape.ts).
 */
export function current(file: string): { yaml?: string; blocks?: unknown } {
  return existsSync(file) ? parsed(readFileSync(file, 'utf8')) : {};
}

/**
 * Whether two versions of a product file (undefined: no file) hold the same product in what a
 * sheet carries: the draft flag is not a column (the import keeps the file's), so it is left out.
 */
export function sameProduct(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  const [x, y] = [parsed(a, ['hidden']).yaml, parsed(b, ['hidden']).yaml];
  return x !== '' && x === y;
}

/**
 * The file of a product id inside content/products. The id rule (entry-id.ts) already keeps a
 * name to [a-z0-9-] and 80 characters; this makes sure no id can ever name a file elsewhere.
 */
export function productFile(root: string, id: string): string {
  const dir = resolve(root, productFolder);
  const file = resolve(dir, `${id}.yaml`);
  if (!isEntryId(id) || !file.startsWith(dir + sep)) throw new Error(`not a product id: ${id}`);
  return file;
}

/**
 * The symbolic links in content/, each a problem: the import reads the current files, copies the
 * folder and writes into it, and a link would take any of those outside the project.
 */
export function linkProblems(root: string): CellProblem[] {
  return symbolicLinks(root).map((link) => {
    const path = resolve(root, link);
    return { message: `${relative(process.cwd(), path)}: ${linkMessage(path)}` };
  });
}
