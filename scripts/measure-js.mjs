#!/usr/bin/env node
// Prints what each given page of out/ loads on a first visit (gzip): JavaScript (noModule
// polyfills excluded), CSS and HTML. The budgets themselves are enforced by check-budgets.mjs.
import { pageWeight } from './lib/page-weight.mjs';

const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['index.html', 'en/index.html', 'en/catalog/index.html', 'en/contacts/index.html'];
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`.padStart(10);
for (const page of pages) {
  const w = pageWeight('out', page);
  console.log(
    `${page.padEnd(28)} ${String(w.scripts.length).padStart(2)} files  JS ${kib(w.js)}  CSS ${kib(w.css)}  HTML ${kib(w.html)}  (gzip)`,
  );
}
