#!/usr/bin/env node
// Builds the site search index from the exported HTML (Pagefind): one chunked index per
// language, taken from <html lang>, so Georgian queries search Georgian pages and English
// English ones. Only elements marked data-pagefind-body are indexed: on product pages the name,
// subtitle, description and specification values, on category pages the name and description,
// and the text of content pages; never buttons, tabs, labels or navigation. Searchable metadata
// (title, category, keywords) and shown-only filters (kind, thumbnail) are set by
// lib/search-index.ts. The bare root duplicate, 404.html and the search page are skipped.
import * as pagefind from 'pagefind';

const site = process.env.OUT_DIR ?? 'out';
const { index, errors } = await pagefind.createIndex({});
if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
const added = await index.addDirectory({ path: site, glob: '{ka,en}/**/*.html' });
if (added.errors.length) throw new Error(`Pagefind indexing failed: ${added.errors.join('; ')}`);
const written = await index.writeFiles({ outputPath: `${site}/pagefind` });
if (written.errors.length) throw new Error(`Pagefind write failed: ${written.errors.join('; ')}`);
console.log(`Search index: ${added.page_count} pages indexed into ${site}/pagefind`);
await pagefind.close();
