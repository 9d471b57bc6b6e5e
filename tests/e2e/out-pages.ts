import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { basePath, siteOriginFrom } from '../../site.config.mjs';

export const outDir = join(process.cwd(), 'out');
export const origin = siteOriginFrom();
export const base = basePath;

export interface OutPage {
  /** URL path as served, e.g. /gps-app/en/catalog/ */
  path: string;
  file: string;
  root: HTMLElement;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    // admin/ is the content editor, not a site page: tests/e2e/admin.spec.ts covers it.
    if (statSync(full).isDirectory()) return ['_next', 'admin'].includes(name) ? [] : walk(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

function pageFiles(): string[] {
  return walk(outDir)
    .map((file) => relative(outDir, file))
    .filter((file) => file.endsWith('index.html') && !/^(404|_not-found)\//.test(file));
}

const urlPath = (file: string) => `${base}/${file.replace(/index\.html$/, '')}`;

/** Every page of the export (404.html and Next's own not-found copies aside). */
export function exportedPages(): OutPage[] {
  return pageFiles().map((file) => ({
    file,
    path: urlPath(file),
    root: parse(readFileSync(join(outDir, file), 'utf8')),
  }));
}

/** The URL paths of every exported page, sorted (e.g. /gps-app/, /gps-app/en/catalog/). */
export function exportedPaths(): string[] {
  return pageFiles().map(urlPath).sort();
}

export function pathExists(urlPath: string): boolean {
  if (!urlPath.startsWith(`${base}/`)) return false;
  const rest = urlPath.slice(base.length + 1).split(/[?#]/)[0] ?? '';
  try {
    const full = join(outDir, rest);
    return statSync(full).isDirectory()
      ? statSync(join(full, 'index.html')).isFile()
      : statSync(full).isFile();
  } catch {
    return false;
  }
}
