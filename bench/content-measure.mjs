#!/usr/bin/env node
// Measurements (not a test): node bench/content-measure.mjs [--products 5000]
// Times content:check on the real content, on a copy with one broken file and on a copy topped up
// with synthetic products, then catalog:export and catalog:import on that copy (an unchanged
// round trip, and a bulk create of every synthetic product). Prints the figures for
// docs/performance.md ("Content check and spreadsheet").
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { writeSyntheticProducts } from './lib/synthetic-content.mjs';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { products: { type: 'string', default: '5000' } } });
const total = Number(values.products);

/** Wall time of one command, as a dealer would run it (a fresh node process each time). */
function time(script, args, expectFail = false) {
  const start = performance.now();
  try {
    execFileSync(process.execPath, [join(root, script), ...args], { cwd: root, stdio: 'pipe' });
    if (expectFail) throw new Error(`${script} should have failed`);
  } catch (error) {
    if (!expectFail || error.status !== 1) throw error;
  }
  return (performance.now() - start) / 1000;
}

/** tmp/content (a copy) next to tmp/public (a link), the layout the scripts expect. */
function contentCopy() {
  const dir = mkdtempSync(join(tmpdir(), 'content-measure-'));
  cpSync(join(root, 'content'), join(dir, 'content'), { recursive: true });
  symlinkSync(join(root, 'public'), join(dir, 'public'), 'dir');
  return dir;
}

const rows = [];
const add = (what, s) => {
  rows.push([what, `${s.toFixed(2)} s`]);
  console.log(`${what}: ${s.toFixed(2)} s`);
};
const check = 'scripts/content/check.mjs';
const real = readdirSync(join(root, 'content/products')).length;
add(`content:check, real content (${real} products)`, time(check, []));

const broken = contentCopy();
try {
  const file = join(broken, 'content/products', readdirSync(join(broken, 'content/products'))[0]);
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^ {2}type: .*$/m, '  type: gadget'));
  add('content:check, one broken file (exit 1)', time(check, [join(broken, 'content')], true));
} finally {
  rmSync(broken, { recursive: true, force: true });
}

const big = contentCopy();
try {
  const content = join(big, 'content');
  await writeSyntheticProducts(content, total);
  add(`content:check, ${total} products`, time(check, [content]));
  // The same round trip through a CSV file and an Excel workbook.
  for (const file of [join(big, 'products.csv'), join(big, 'products.xlsx')]) {
    const kind = file.endsWith('.xlsx') ? 'xlsx' : 'csv';
    add(
      `catalog:export, ${total} rows (${kind})`,
      time('scripts/content/catalog-export.mjs', [file, content]),
    );
    add(
      `catalog:import, ${total} unchanged rows (${kind})`,
      time('scripts/content/catalog-import.mjs', [file, '--root', content]),
    );
    // The same rows into content without the synthetic files: every one is created and formatted.
    for (const name of readdirSync(join(content, 'products')))
      if (name.startsWith('bench-')) rmSync(join(content, 'products', name));
    add(
      `catalog:import, ${total - real} new rows (files created, ${kind})`,
      time('scripts/content/catalog-import.mjs', [file, '--root', content]),
    );
  }
} finally {
  rmSync(big, { recursive: true, force: true });
}
const machine = `${cpus().length}× ${cpus()[0]?.model.trim()}, Node ${process.version}`;
console.log(
  `\n${machine}, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
mkdirSync(join(root, 'bench-results'), { recursive: true });
writeFileSync(join(root, 'bench-results/content-measure.json'), JSON.stringify(rows, null, 2));
