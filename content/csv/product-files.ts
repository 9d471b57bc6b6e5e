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

/**
 * The checked product in a file as YAML without formatting, to tell whether a row changes it,
 * and the file's blocks, whose shape a changed file keeps (file-shape.ts).
 */
export function current(file: string): { yaml?: string; blocks?: unknown } {
  if (!existsSync(file)) return {};
  try {
    const blocks = parse(readFileSync(file, 'utf8')) as { ka?: unknown; en?: unknown };
    const result = productSchema.safeParse(toModel(productSchema, blocks.ka, blocks.en).value);
    return { yaml: result.success ? yamlOf(result.data) : '', blocks };
  } catch {
    return { yaml: '' };
  }
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
