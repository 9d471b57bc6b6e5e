// npm run catalog:export -- products.xlsx (or .csv): every product as one row of the checked content.
import { writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { catalogueFile } from './catalogue-file.mjs';
import { loadContentModules } from './load-content.mjs';

const [target, rootArg] = process.argv.slice(2);
const kind = extname(target ?? '').toLowerCase();
if (kind !== '.csv' && kind !== '.xlsx') {
  console.error('Usage: npm run catalog:export -- products.xlsx (or products.csv)');
  process.exit(2);
}
const started = performance.now();
const root = resolve(rootArg ?? join(process.cwd(), 'content'));
const modules = await loadContentModules();
const file = await catalogueFile(modules, root, kind.slice(1));
if (file.problems) {
  console.error(
    `Content has ${file.problems.length} problem(s); fix them first (npm run content:check):`,
  );
  for (const problem of file.problems) console.error(`  ${modules.formatProblem(problem)}`);
  process.exit(1);
}
writeFileSync(target, file.bytes);
const ms = Math.round(performance.now() - started);
console.log(`Wrote ${file.count} products to ${target} in ${ms} ms`);
