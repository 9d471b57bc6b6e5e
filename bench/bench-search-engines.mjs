#!/usr/bin/env node
// Benchmark (not a test): what the in-memory search engines issue 42 named would make a visitor
// download before the first result, at N products (default 5,000: the real catalogue topped up
// with bench/lib/synthetic-catalogue.mjs), beside Pagefind's measured first query
// (docs/performance.md). MiniSearch, Orama and FlexSearch keep one index in memory, so the whole
// index of a language (names, subtitles, descriptions, specification values) comes before the
// first result; the figure is the engine's browser bundle plus that index, gzipped.
//
// The engines are not dependencies of the site. Install them anywhere and point ENGINES_DIR at it:
//   npm install --prefix /tmp/engines minisearch @orama/orama flexsearch
//   ENGINES_DIR=/tmp/engines/node_modules node bench/bench-search-engines.mjs [--products N]
import esbuild from 'esbuild';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { importTs } from '../scripts/content/load-content.mjs';
import { syntheticProducts } from './lib/synthetic-catalogue.mjs';

const { values } = parseArgs({ options: { products: { type: 'string', default: '5000' } } });
const total = Number(values.products);
const engines = resolve(process.env.ENGINES_DIR ?? 'node_modules');
const load = (path) => import(pathToFileURL(join(engines, path)).href);
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const gz = (text) => gzipSync(text, { level: 9 }).length;

const { loadSite } = await importTs('content/load.ts', 'engines-content');
const real = loadSite(join(process.cwd(), 'content'), () => true).products;
const products = [...real, ...syntheticProducts(Math.max(0, total - real.length))];
/** One Georgian document per product: what the Pagefind index holds of a product page. */
const docs = products.map((p, id) => ({
  id,
  name: p.name.ka,
  text: [
    p.subtitle?.ka,
    p.description?.ka,
    ...(p.specifications ?? []).map((s) => (typeof s.value === 'object' ? s.value.ka : s.value)),
  ]
    .filter(Boolean)
    .join(' '),
}));

/** The engine's code as a site would ship it: `entry` bundled and minified by esbuild, gzipped. */
async function bundled(entry) {
  const result = await esbuild.build({
    stdin: { contents: entry, resolveDir: engines, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
  });
  return gz(result.outputFiles[0].contents);
}

const rows = [];
async function measure(name, entry, build) {
  const started = performance.now();
  const index = await build();
  rows.push({
    name,
    bundle: await bundled(entry),
    index: gz(index),
    build: performance.now() - started,
  });
}

const { default: MiniSearch } = await load('minisearch/dist/es/index.js');
await measure('MiniSearch', "export { default } from 'minisearch';", () => {
  const index = new MiniSearch({ fields: ['name', 'text'], storeFields: ['name'] });
  index.addAll(docs);
  return JSON.stringify(index);
});

// The least it could hold: names only, so no description or specification would be found.
await measure('MiniSearch, names only', "export { default } from 'minisearch';", () => {
  const index = new MiniSearch({ fields: ['name'], storeFields: ['name'] });
  index.addAll(docs.map(({ id, name }) => ({ id, name })));
  return JSON.stringify(index);
});

const orama = await load('@orama/orama/dist/esm/index.js');
await measure('Orama', "export { create, load, search } from '@orama/orama';", async () => {
  const db = orama.create({ schema: { name: 'string', text: 'string' } });
  await orama.insertMultiple(
    db,
    docs.map(({ name, text }) => ({ name, text })),
  );
  return JSON.stringify(await orama.save(db));
});

const { default: FlexSearch } = await load('flexsearch/dist/flexsearch.bundle.module.min.mjs');
await measure('FlexSearch', "export { Document } from 'flexsearch';", async () => {
  const index = new FlexSearch.Document({
    document: { id: 'id', index: ['name', 'text'], store: ['name'] },
    tokenize: 'forward',
  });
  for (const doc of docs) index.add(doc);
  const parts = [];
  await index.export((key, data) => parts.push(`${key}\n${data ?? ''}`));
  return parts.join('\n');
});

console.log(`${products.length} products, Georgian documents (one language's index)\n`);
console.log('| Engine | Bundle (gzip) | Index (gzip) | Before the first result | Build |');
console.log('| ------ | ------------- | ------------ | ----------------------- | ----- |');
for (const row of rows)
  console.log(
    `| ${row.name} | ${kB(row.bundle)} | ${kB(row.index)} | ${kB(row.bundle + row.index)} | ${(row.build / 1000).toFixed(1)} s |`,
  );
