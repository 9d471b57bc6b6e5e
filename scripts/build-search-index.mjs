#!/usr/bin/env node
// Builds the site search index from the exported HTML (Pagefind): one chunked index per
// language, taken from <html lang>, so Georgian queries search Georgian pages and English
// English ones. Only elements marked data-pagefind-body are indexed: on product pages the name,
// subtitle, description and specification values, on category pages the name and description,
// and the text of content pages; never buttons, tabs, labels or navigation. Searchable metadata
// (title, category, keywords) and shown-only filters (kind, thumbnail) are set by
// lib/search-index.ts. The bare root duplicate, 404.html and the search page are skipped.
//
// Category weights (lib/search-weights.ts): a page of a weighted category or product gets a
// `weight` filter, added here to the HTML as it is read (the files in out/ are not changed).
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import * as pagefind from 'pagefind';
import { importTs } from './content/load-content.mjs';
import { locales } from '../site.config.mjs';

const site = process.env.OUT_DIR ?? 'out';
const { loadSite } = await importTs('content/load.ts', 'search-index-content');
const { pageWeights, weightFilter } = await importTs('lib/search-weights.ts', 'search-weights');
const weights = pageWeights(loadSite(join(process.cwd(), 'content'), () => true));

/** The HTML files of a language, as paths relative to the site. */
const pagesOf = (locale) =>
  readdirSync(join(site, locale), { recursive: true })
    .filter((file) => String(file).endsWith('.html'))
    .map((file) => join(locale, String(file)));

const { index, errors } = await pagefind.createIndex({});
if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
let pageCount = 0;
for (const file of locales.flatMap(pagesOf)) {
  const path = file.split(sep).join('/');
  // ka/product/x/index.html → product/x; the page's address ends in a slash (trailingSlash).
  const page = path.replace(/^[^/]+\//, '').replace(/\/?index\.html$/, '');
  const weight = weights.get(page);
  let html = readFileSync(join(site, file), 'utf8');
  if (weight !== undefined)
    html = html.replace(
      /<body[^>]*>/,
      (body) => `${body}<i hidden data-pagefind-filter="${weightFilter}:${weight}"></i>`,
    );
  const url = `/${path.replace(/index\.html$/, '')}`;
  const added = await index.addHTMLFile({ url, content: html });
  if (added.errors.length) throw new Error(`Pagefind indexing failed: ${added.errors.join('; ')}`);
  pageCount += 1;
}
const written = await index.writeFiles({ outputPath: `${site}/pagefind` });
if (written.errors.length) throw new Error(`Pagefind write failed: ${written.errors.join('; ')}`);
console.log(`Search index: ${pageCount} pages indexed into ${site}/pagefind`);
await pagefind.close();
