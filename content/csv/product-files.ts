import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { parse, stringify } from 'yaml';
import { toFile, toModel } from '../bilingual';
import { isEntryId } from '../fields/entry-id';
import { linkMessage, symbolicLinks } from '../plain-files';
import { collections, productSchema } from '../schema';
import type { CellProblem } from './rows';

export const productFolder = collections.products.folder;

export const yamlOf = (product: unknown) =>
  stringify(toFile(productSchema, product), { lineWidth: 100 });

/** A file's checked product as plain YAML ('' when broken), and its blocks. */
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

export function current(file: string): { yaml?: string; blocks?: unknown } {
  return existsSync(file) ? parsed(readFileSync(file, 'utf8')) : {};
}

/** Whether two versions of a product file hold the same product in what a sheet carries. */
export function sameProduct(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  const [x, y] = [parsed(a, ['hidden']).yaml, parsed(b, ['hidden']).yaml];
  return x !== '' && x === y;
}

/** The file of a product id, never outside content/products whatever the id. */
export function productFile(root: string, id: string): string {
  const dir = resolve(root, productFolder);
  const file = resolve(dir, `${id}.yaml`);
  if (!isEntryId(id) || !file.startsWith(dir + sep)) throw new Error(`not a product id: ${id}`);
  return file;
}

/** The symbolic links in content/: a link would take a read, copy or write outside the project. */
export function linkProblems(root: string): CellProblem[] {
  return symbolicLinks(root).map((link) => {
    const path = resolve(root, link);
    return { message: `${relative(process.cwd(), path)}: ${linkMessage(path)}` };
  });
}
