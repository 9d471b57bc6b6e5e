// npm run catalog:export -- products.xlsx (or products.csv): every product as one spreadsheet row
// (docs/architecture.md, "Bulk edit from a spreadsheet"). Reads the checked content, so a broken
// file stops the export.
import { existsSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { loadContentModules } from './load-content.mjs';

const [target, rootArg] = process.argv.slice(2);
const kind = extname(target ?? '').toLowerCase();
if (kind !== '.csv' && kind !== '.xlsx') {
  console.error('Usage: npm run catalog:export -- products.xlsx (or products.csv)');
  process.exit(2);
}
const started = performance.now();
const root = resolve(rootArg ?? join(process.cwd(), 'content'));
const { readSite, formatProblem, catalogueToCsv, catalogueToWorkbook } = await loadContentModules();
const publicDir = join(root, '..', 'public');
const { content, problems } = readSite(root, (src) => existsSync(join(publicDir, src)));
if (!content) {
  console.error(
    `Content has ${problems.length} problem(s); fix them first (npm run content:check):`,
  );
  for (const problem of problems) console.error(`  ${formatProblem(problem)}`);
  process.exit(1);
}
writeFileSync(
  target,
  kind === '.xlsx'
    ? await catalogueToWorkbook(content.products, content.categories)
    : catalogueToCsv(content.products),
);
const ms = Math.round(performance.now() - started);
console.log(`Wrote ${content.products.length} products to ${target} in ${ms} ms`);
