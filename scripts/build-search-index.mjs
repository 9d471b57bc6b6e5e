#!/usr/bin/env node
// Builds the site search index from the exported HTML (Pagefind): one chunked index per
// language, taken from <html lang>, so Georgian queries search Georgian pages and English
// English ones. Only elements marked data-pagefind-body are indexed: on product pages the name,
// subtitle, description and specification values, on category pages the name and description,
// and the text of content pages; never buttons, tabs, labels or navigation. Searchable metadata
// (title, category, keywords) and shown-only filters (kind, thumbnail) are set by
// lib/search/page-attributes.ts. The bare root duplicate, 404.html and the search page are skipped.
//
// Category weights (lib/search/weights.ts) are in the pages' own data-pagefind-weight attributes.
//
// Fragments (a result's text, shown with it) are one file per page until a language has more than
// `maxFragments` pages; Pagefind then bundles them into that many shared files, which the runtime
// fetches and caches the same way. At 5,000 products one file per page was 10,000 of the export's
// 22,871 files, over Cloudflare Pages' free 20,000 limit on its own with the pages; 1,000 per
// language caps them at 2,000 (a group of ~5 pages is a few kB gzip more per query, and ranking is
// untouched: only where the text is stored changes). SEARCH_MAX_FRAGMENTS overrides it, so the
// grouped runtime can be tried on a small export (docs/architecture.md, "Search", "At scale").
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import * as pagefind from 'pagefind';
import { locales } from '../site.config.mjs';

const site = process.env.OUT_DIR ?? 'out';

/** The HTML files of a language, as paths relative to the site. */
const pagesOf = (locale) =>
  readdirSync(join(site, locale), { recursive: true })
    .filter((file) => String(file).endsWith('.html'))
    .map((file) => join(locale, String(file)));

/** Fragment files per language before Pagefind groups them (see above). */
const maxFragments = Number(process.env.SEARCH_MAX_FRAGMENTS ?? 1000);
if (!Number.isInteger(maxFragments) || maxFragments < 1)
  throw new Error(
    `SEARCH_MAX_FRAGMENTS must be a whole number above 0, not "${process.env.SEARCH_MAX_FRAGMENTS}"`,
  );

const { index, errors } = await pagefind.createIndex({ maxFragments });
if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
let pageCount = 0;
for (const file of locales.flatMap(pagesOf)) {
  const path = file.split(sep).join('/');
  // The page's address ends in a slash (trailingSlash).
  const url = `/${path.replace(/index\.html$/, '')}`;
  const added = await index.addHTMLFile({ url, content: readFileSync(join(site, file), 'utf8') });
  if (added.errors.length) throw new Error(`Pagefind indexing failed: ${added.errors.join('; ')}`);
  pageCount += 1;
}
const written = await index.writeFiles({ outputPath: `${site}/pagefind` });
if (written.errors.length) throw new Error(`Pagefind write failed: ${written.errors.join('; ')}`);
console.log(`Search index: ${pageCount} pages indexed into ${site}/pagefind`);
await pagefind.close();
