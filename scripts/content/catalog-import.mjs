// npm run catalog:import -- products.xlsx (or .csv) [--delete-missing]: one product file per
// row, all or nothing (docs/architecture.md, "Bulk edit from a spreadsheet").
import { extname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { importFile } from './catalogue-file.mjs';
import { loadContentModules } from './load-content.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'delete-missing': { type: 'boolean' }, root: { type: 'string' } },
});
const [source] = positionals;
const kind = extname(source ?? '').toLowerCase();
if (kind !== '.csv' && kind !== '.xlsx') {
  console.error(
    'Usage: npm run catalog:import -- products.xlsx (or products.csv) [--delete-missing]',
  );
  process.exit(2);
}
const started = performance.now();
const root = resolve(values.root ?? join(process.cwd(), 'content'));
const modules = await loadContentModules();
const { formatCellProblem } = modules;
const result = await importFile(modules, {
  root,
  source,
  kind: kind.slice(1),
  deleteMissing: values['delete-missing'],
});
const ms = Math.round(performance.now() - started);
if (result.problems.length) {
  console.error(`Nothing imported: ${result.problems.length} problem(s) in ${source}\n`);
  for (const problem of result.problems) console.error(`  ${formatCellProblem(problem)}`);
  process.exit(1);
}
const list = (ids) => (ids.length ? ` (${ids.join(', ')})` : '');
console.log(
  `Imported ${source} in ${ms} ms: ${result.created.length} created${list(result.created)}, ` +
    `${result.updated.length} updated${list(result.updated)}, ${result.unchanged} unchanged` +
    (values['delete-missing'] ? `, ${result.deleted.length} deleted${list(result.deleted)}` : '') +
    '. Products not in the file are left as they are. Next: npm run content:check, then commit.',
);
