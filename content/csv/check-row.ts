import { inBoth } from '../fields/two-languages';
import { issueMessage } from '../issue-message';
import { checkRules } from '../rules';
import { productSchema, type Product, type SiteContent } from '../schema';
import { columnOf, type Row } from './columns';
import type { CellProblem } from './problem-text';
import { rowToProduct } from './rows';

/** The spreadsheet's messages are in English, the content check's English half; ka keeps the other. */
export const halves = (message: string) => {
  const { ka, en } = inBoth(message);
  return { message: en, ka };
};

/** One row read and checked: every problem of every cell, and the product when there is none. */
export function checkRow(cells: Row, row: number) {
  const read = rowToProduct(cells, row);
  const problems: CellProblem[] = [...read.problems];
  const checked = productSchema.safeParse(read.product, { error: issueMessage });
  const unreadable = new Set(read.problems.map((p) => p.column));
  const seen = new Set<string>();
  if (!checked.success)
    for (const issue of checked.error.issues) {
      const column = columnOf(issue.path, read.product as Partial<Product>);
      const text = halves(issue.message);
      const key = `${column}\n${text.message}`;
      if (unreadable.has(column) || seen.has(key)) continue;
      seen.add(key);
      problems.push({ row, column, ...text });
    }
  return {
    product: read.product as Partial<Product>,
    checked: checked.success ? checked.data : undefined,
    problems,
  };
}

/** The cross-entry rules for rows the schema rejected: the dealer sees all problems at once. */
export function referenceProblems(
  content: SiteContent,
  rejected: ReadonlyMap<string, { row: number; product: Partial<Product> }>,
  imageExists: (src: string) => boolean,
): CellProblem[] {
  const partial = [...rejected.values()].map(({ product }) => ({
    ...product,
    categories: product.categories ?? [],
    compatibleWith: product.compatibleWith ?? [],
    images: (product.images ?? []).filter((img) => typeof img?.src === 'string' && img.src),
  })) as Product[];
  // A rejected row stands for its product: the file it would replace is left out.
  const kept = content.products.filter((p) => !rejected.has(p.id));
  const issues = checkRules({ ...content, products: [...kept, ...partial] }, imageExists);
  return issues.flatMap((issue) => {
    const entry = issue.collection === 'products' ? rejected.get(issue.id) : undefined;
    if (!entry) return [];
    return [
      { row: entry.row, column: columnOf(issue.path, entry.product), ...halves(issue.message) },
    ];
  });
}
