/** @jest-environment node */
// The build's rewrites of Next's output, run as the build runs them (each stage's script on an
// export) on the real `next build` export of tests/fixtures/next-app, so that an upgrade of Next
// that changes what they expect fails here and in the build, naming the rewrite, rather than
// leaving the export silently unrewritten.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { checkPage, exportSizeProblems, flightHints } from '../tests/checks/budgets.mjs';
import { deferredScripts, missedFrameworkScripts } from './lib/deferred-scripts.mjs';
import { pageAssets, pageWeight } from '../tests/checks/page-weight.mjs';
import { isRoutePayload } from './lib/route-payloads.mjs';
import { fixtureExport, fixtureExportCopy } from '../tests/support/scripts/next-export-fixture.mjs';

const root = resolve(import.meta.dirname, '..');
const basePath = '/gps-app';
let out;

/** Runs a build stage's script on the copy, as `npm run build` does: { status, stderr }. */
const stage = (script) =>
  spawnSync(process.execPath, [join(root, 'scripts', script), out], { encoding: 'utf8' });
const read = (file) => readFileSync(join(out, file), 'utf8');
const edit = (file, change) => {
  const before = read(file);
  const after = change(before);
  expect(after).not.toBe(before);
  writeFileSync(join(out, file), after);
};
const exportFiles = () =>
  readdirSync(out, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { path: path.slice(out.length).split('\\').join('/'), bytes: statSync(path).size };
    });
const payloadsOf = (folder) =>
  readdirSync(join(out, folder)).filter((name) => isRoutePayload(name));

// Built once per Next version and fixture (about a minute), then copied for each test.
beforeAll(() => fixtureExport(), 10 * 60_000);
beforeEach(() => {
  out = fixtureExportCopy();
});
afterEach(() => rmSync(out, { recursive: true, force: true }));

describe('route payloads (scripts/prune-route-payloads.mjs)', () => {
  it('keeps the payloads the router asks for on the page client navigation reaches, only', () => {
    expect(payloadsOf('en')).toContain('__next._full.txt');
    expect(stage('prune-route-payloads.mjs').status).toBe(0);
    // /en/ is the only target of a data-client-nav anchor.
    expect(payloadsOf('en').sort()).toEqual([
      '__next.$d$locale.__PAGE__.txt',
      '__next._tree.txt',
      'index.txt',
    ]);
    for (const folder of ['', 'ka', '_not-found']) expect(payloadsOf(folder)).toEqual([]);
    expect(stage('prune-route-payloads.mjs').status).toBe(0);
    expect(payloadsOf('en')).toHaveLength(3);
  });

  it.each([
    ['a segment file', 'en/__next.$d$locale.__PAGE__.txt', 'en/__next.$d$locale.__PAGE__.rsc'],
    ['the page payload', 'en/index.txt', 'en/index.rsc'],
    ['the route tree', 'en/__next._tree.txt', 'en/__next.tree.txt'],
  ])('fails the build, naming itself and the file, when Next renames %s', (_, from, to) => {
    renameSync(join(out, from), join(out, to));
    const { status, stderr } = stage('prune-route-payloads.mjs');
    expect(status).toBe(1);
    expect(stderr).toContain('prune-route-payloads.mjs (payloadShapeProblems)');
    expect(stderr).toMatch(/en\/(index\.txt|__next\._tree\.txt|__next\.<segments>\.__PAGE__)/);
    expect(payloadsOf('ka')).not.toEqual([]); // nothing removed
  });
});

describe('deferred scripts (scripts/defer-scripts.mjs)', () => {
  const pages = ['index.html', 'en/index.html', '404.html'];

  it('moves every chunk of every page into the loader list, in order, and drops their preloads', () => {
    const before = pages.map((file) => pageAssets(read(file)).scripts);
    expect(read('index.html')).toContain('<link rel="preload" as="script"');
    expect(stage('defer-scripts.mjs').status).toBe(0);
    pages.forEach((file, index) => {
      const html = read(file);
      expect(deferredScripts(html).length).toBeGreaterThan(2);
      expect(pageAssets(html).scripts).toEqual(before[index]);
      expect(missedFrameworkScripts(html, basePath)).toEqual([]);
      expect(html).not.toMatch(/<link[^>]*as="script"/);
    });
    const once = read('en/index.html');
    expect(stage('defer-scripts.mjs').status).toBe(0);
    expect(read('en/index.html')).toBe(once);
  });

  it('removes the script preload whatever the order of its attributes', () => {
    for (const file of pages)
      edit(file, (html) =>
        html.replace(
          /<link rel="preload" as="script" fetchPriority="low" href="([^"]*)"\/>/,
          '<link href="$1" fetchPriority="low" rel="preload" as="script"/>',
        ),
      );
    expect(stage('defer-scripts.mjs').status).toBe(0);
    for (const file of pages) expect(read(file)).not.toMatch(/<link[^>]*as="script"/);
  });

  it.each([
    ['its chunks with defer instead of async', (html) => html.replaceAll(' async=""', ' defer=""')],
    [
      'its preload as modulepreload',
      (html) => html.replace('rel="preload" as="script"', 'rel="modulepreload"'),
    ],
  ])('fails the build, naming itself and the tag, when Next writes %s', (_, change) => {
    edit('en/index.html', change);
    const { status, stderr } = stage('defer-scripts.mjs');
    expect(status).toBe(1);
    expect(stderr).toContain('defer-scripts.mjs (deferFrameworkScripts)');
    expect(stderr).toMatch(/en\/index\.html: <(script|link) /);
  });
});

describe('language 404 pages (scripts/language-not-found-pages.mjs)', () => {
  it("writes each language's 404 page, its refresh to that language's home", () => {
    expect(stage('language-not-found-pages.mjs').status).toBe(0);
    for (const locale of ['ka', 'en']) {
      const page = read(`${locale}/404.html`);
      expect(page).toContain(
        `<meta http-equiv="refresh" content="0; url=${basePath}/${locale}/"/>`,
      );
      expect(page).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${locale}">`));
    }
  });

  it('fails the build, naming itself, when the refresh is written otherwise', () => {
    edit('404.html', (html) => html.replace('content="0; url=', 'content="0;url='));
    const { status, stderr } = stage('language-not-found-pages.mjs');
    expect(status).toBe(1);
    expect(stderr).toContain(
      'language-not-found-pages.mjs (languageNotFoundPage): expected one meta refresh',
    );
  });
});

describe('performance budgets (tests/checks/check-budgets.mjs)', () => {
  it('passes a page with its one stylesheet and fails one with a second', () => {
    const page = () => checkPage(pageWeight(out, 'en/index.html', basePath), 0);
    expect(page().styles).toHaveLength(1);
    expect(page().failures.filter((f) => f.includes('stylesheet'))).toEqual([]);
    edit('en/index.html', (html) =>
      html.replace(
        /<link rel="stylesheet" href="([^"]*)"/,
        '$&/><link rel="stylesheet" href="$1?v=2"',
      ),
    );
    expect(page().failures).toContainEqual(
      expect.stringMatching(/^2 stylesheets \(one expected\)/),
    );
  });

  it("reads the payloads' preload hints: the stylesheet, and the eager image it reports", () => {
    const { styles } = pageAssets(read('en/index.html'));
    const image = /<img src="([^"]*)"/.exec(read('en/index.html'))?.[1];
    const hints = flightHints(read('en/index.txt'));
    expect(hints).toContainEqual([styles[0], 'style']);
    expect(hints.filter(([, as]) => as === 'image').map(([href]) => href)).toEqual([image]);
  });

  it('passes the pruned export and fails one whose payloads were left in place', () => {
    const unpruned = exportSizeProblems(exportFiles(), isRoutePayload);
    expect(unpruned).toEqual([expect.stringContaining('were the route payloads pruned?')]);
    expect(stage('prune-route-payloads.mjs').status).toBe(0);
    expect(exportSizeProblems(exportFiles(), isRoutePayload)).toEqual([]);
  });
});
