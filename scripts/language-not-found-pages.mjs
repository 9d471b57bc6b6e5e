#!/usr/bin/env node
// Post-build: writes out/<locale>/404.html for each language from out/404.html (see
// scripts/lib/language-not-found.mjs). Runs before the deferred-script and policy stages, so
// each copy gets its loader and its policy like any page; after the search index, which reads
// every HTML file of a language folder. Idempotent.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { basePath, locales } from '../site.config.mjs';
import { languageNotFoundPage } from './lib/language-not-found.mjs';

const outDir = resolve(process.argv[2] ?? 'out');
const root = readFileSync(join(outDir, '404.html'), 'utf8');
for (const locale of locales) {
  const file = join(outDir, locale, '404.html');
  writeFileSync(file, languageNotFoundPage(root, basePath, locale));
  console.log(`  ${locale}/404.html → ${basePath}/${locale}/ without JavaScript`);
}
