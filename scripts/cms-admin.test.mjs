// The self-hosted editor: no font from the CDN, and a page that loads only its own script (its
// policy, which every host sends too: deploy/admin-policies.test.mjs).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminPolicy } from '../deploy/admin-policies.mjs';
import {
  adminHtml,
  immutableFile,
  selfHostFonts,
  selfHostRuntimeFiles,
} from './cms/admin-files.mjs';

const modules = join(process.cwd(), 'node_modules');
const bundle = readFileSync(join(modules, '@sveltia/cms/dist/sveltia-cms.js'), 'utf8');

it('rewrites every CDN font of the editor bundle to a local copy that exists', () => {
  expect(bundle).toContain('cdn.jsdelivr.net');
  const { text, fonts } = selfHostFonts(bundle);
  expect(text).not.toContain('cdn.jsdelivr.net');
  expect(fonts.map((f) => f.to).sort()).toEqual([
    'material-symbols-outlined-latin-wght-normal.woff2',
    'noto-mono-latin-400-normal.woff2',
    'source-sans-3-latin-wght-normal.woff2',
  ]);
  for (const { from, to } of fonts) {
    expect(existsSync(join(modules, from))).toBe(true);
    expect(text).toContain(`/gps-app/admin/fonts/${to}`);
  }
});

it('refuses a bundle that would still reach the CDN', () => {
  expect(() => selfHostFonts('url(https://cdn.jsdelivr.net/npm/x.js)')).toThrow(/jsdelivr/);
});

it('asks the site, not unpkg.com, for its version and its interface strings', () => {
  // What the bundle would fetch at run time: its update check and a language's strings.
  expect(bundle).toMatch(/=`\$\{(\w+)\}\/package\.json`/);
  expect(bundle).toMatch(/=`\$\{\w+\}@\$\{\w+\}\/locales`/);
  const text = selfHostRuntimeFiles(bundle);
  expect(text).not.toMatch(/`\$\{\w+\}\/package\.json`/);
  expect(text).not.toMatch(/`\$\{\w+\}@\$\{\w+\}\/locales`/);
  expect(text).toContain('`/gps-app/admin/version.json`');
  expect(text).toContain('`/gps-app/admin/locales`');
  // Immutable.js, which a preview template makes the bundle load, from the copy beside it.
  expect(text).not.toMatch(/\(`immutable`,`dist\/immutable\.es\.js`\)/);
  expect(text).toContain('import(`/gps-app/admin/immutable.es.js`)');
  expect(existsSync(join(modules, 'immutable/dist', immutableFile))).toBe(true);
  // build-admin.mjs copies these strings next to the bundle.
  expect(existsSync(join(modules, '@sveltia/cms/locales/de.json'))).toBe(true);
  expect(text.length - bundle.length).toBeLessThan(250);
});

it('refuses a bundle whose runtime URLs it cannot find', () => {
  expect(() => selfHostRuntimeFiles('let a=1')).toThrow(/unpkg\.com/);
  expect(() => selfHostRuntimeFiles('x=`https://unpkg.com/@sveltia/cms`;')).toThrow(
    /update check URL was found 0 times/,
  );
});

it('serves a noindex page that loads only the local bundle, then the preview', () => {
  const html = adminHtml(adminPolicy({}));
  expect(html).toContain('<meta name="robots" content="noindex" />');
  // The preview registers with window.CMS, which the editor's bundle defines: it comes second.
  expect([...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1])).toEqual([
    '/gps-app/admin/sveltia-cms.js',
    '/gps-app/admin/preview.js',
  ]);
  expect(html.replace(/<meta http-equiv[^>]*>/, '')).not.toMatch(/https?:\/\//);
});
