#!/usr/bin/env node
// Prints what each given page of out/ loads on a first visit (gzip): JavaScript (noModule
// polyfills excluded), CSS and HTML, in kB (1,000 bytes) like the budgets, which
// check-budgets.mjs enforces.
import { fmt } from '../tests/checks/budgets.mjs';
import { pageWeight } from '../tests/checks/page-weight.mjs';

const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['index.html', 'en/index.html', 'en/catalog/index.html', 'en/contacts/index.html'];
const size = (bytes) => fmt(bytes).padStart(9);
for (const page of pages) {
  const w = pageWeight('out', page);
  console.log(
    `${page.padEnd(28)} ${String(w.scripts.length).padStart(2)} files  JS ${size(w.js)}  CSS ${size(w.css)}  HTML ${size(w.html)}  (gzip)`,
  );
}
