import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { parse, stringify } from 'yaml';
import { isRecord, toFile, toModel } from '../bilingual';
import { isEntryId } from '../fields/entry-id';
import { linkMessage, symbolicLinks } from '../plain-files';
import { collections, productSchema, type Product } from '../schema';
import type { CellProblem } from './problem-text';

export const productFolder = collections.products.folder;

export const yamlOf = (product: unknown) =>
  stringify(toFile(productSchema, product), { lineWidth: 100 });

type Block = Record<string, unknown>;
type Blocks = { ka: Block; en?: Block };

/** The product a file's blocks describe, or undefined when the schema rejects them. */
const checkedProduct = (blocks: { ka?: unknown; en?: unknown }) =>
  productSchema.safeParse(toModel(productSchema, blocks.ka, blocks.en).value).data;

/** A file's checked product as plain YAML ('' when broken), and its blocks. */
function parsed(
  text: string,
  leaveOut: readonly string[] = [],
): { yaml: string; blocks?: unknown } {
  try {
    const blocks = parse(text) as { ka?: unknown; en?: unknown };
    const checked = checkedProduct(blocks);
    if (!checked) return { yaml: '', blocks };
    const product: Record<string, unknown> = { ...checked };
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

/**
 * A changed product's blocks without the fields its current file leaves to the schema's default
 * (`currency: GEL`), when it reads the same without them: the diff is the row's change alone.
 */
export function fileBlocks(product: Product, current: unknown): Blocks {
  const next = toFile(productSchema, product) as Blocks;
  if (!isRecord(current) || !isRecord(current.ka)) return next;
  const old = current as Blocks;
  const expected = JSON.stringify(productSchema.parse(product));
  // Each field (or sub-field) the file lacks is left out again when the product reads the same.
  const tryWithout = (block: Block, key: string) => {
    const value = block[key];
    delete block[key];
    if (JSON.stringify(checkedProduct(next)) !== expected) block[key] = value;
  };
  for (const lang of ['ka', 'en'] as const) {
    const block = next[lang];
    const before = old[lang];
    if (!block || !isRecord(before)) continue;
    for (const key of Object.keys(block)) {
      const value = block[key];
      if (!(key in before)) tryWithout(block, key);
      else if (isRecord(value) && isRecord(before[key]))
        for (const sub of Object.keys(value)) if (!(sub in before[key])) tryWithout(value, sub);
    }
  }
  return next;
}
