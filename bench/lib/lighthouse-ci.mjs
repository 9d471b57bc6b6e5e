// Lighthouse CI (@lhci/cli) for `npm run bench`: it runs Lighthouse n times per URL, picks the
// median run of each (upload --target=filesystem marks it "representative") and asserts on the
// median of each score across the runs (aggregationMethod "median").
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** How far below the framework floor's blank page a route's performance score may be. */
export const performanceSlack = 0.02;

/**
 * lhci assert's matrix: every route's median performance within `performanceSlack` of the floor
 * page's median in the same run, CLS under 0.01, accessibility, best practices and SEO at 100
 * (SEO except on `noindex` pages: Lighthouse's crawlable audit costs them the points on purpose).
 */
export function assertMatrix(routes, floorPerformance) {
  const escape = (url) => `^${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;
  return routes.map((route) => ({
    matchingUrlPattern: escape(route.url),
    assertions: {
      'categories:performance': [
        'error',
        {
          minScore: Math.max(0, floorPerformance - performanceSlack),
          aggregationMethod: 'median',
        },
      ],
      'categories:accessibility': ['error', { minScore: 1, aggregationMethod: 'median' }],
      'categories:best-practices': ['error', { minScore: 1, aggregationMethod: 'median' }],
      ...(route.noindex
        ? {}
        : { 'categories:seo': ['error', { minScore: 1, aggregationMethod: 'median' }] }),
      'cumulative-layout-shift': ['error', { maxNumericValue: 0.01, aggregationMethod: 'median' }],
    },
  }));
}

/** The figures of one Lighthouse result that the bench prints. */
export function summarise(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: value('largest-contentful-paint'),
    fcpMs: value('first-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    transferBytes: value('total-byte-weight'),
  };
}

function lhci(cwd, args) {
  execFileSync(join(import.meta.dirname, '../../node_modules/.bin/lhci'), args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, LHCI_NO_LIGHTHOUSERC: '1' },
  });
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Runs Lighthouse `runs` times on each URL (mobile preset) in `workDir`; returns, per URL, the
 * median run's result and every run's performance score (0–1). `chromePath` is Debian's Chromium.
 */
export function collectMedians(workDir, urls, { runs, chromePath }) {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  lhci(workDir, [
    'collect',
    ...urls.map((url) => `--url=${url}`),
    `--numberOfRuns=${runs}`,
    `--chromePath=${chromePath}`,
    '--settings.chromeFlags=--no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run',
  ]);
  lhci(workDir, ['upload', '--target=filesystem', `--outputDir=${join(workDir, 'runs')}`]);
  const manifest = JSON.parse(readFileSync(join(workDir, 'runs/manifest.json'), 'utf8'));
  const medians = new Map();
  const performance = new Map();
  for (const entry of manifest) {
    performance.set(entry.url, [...(performance.get(entry.url) ?? []), entry.summary.performance]);
    if (entry.isRepresentativeRun)
      medians.set(entry.url, JSON.parse(readFileSync(entry.jsonPath, 'utf8')));
  }
  return { medians, performance };
}

/** lhci assert against the runs collected in `workDir`; true when every assertion holds. */
export function assertRuns(workDir, matrix) {
  const config = join(workDir, 'assert.json');
  writeFileSync(config, JSON.stringify({ ci: { assert: { assertMatrix: matrix } } }, null, 2));
  try {
    lhci(workDir, ['assert', `--config=${config}`]);
    return true;
  } catch {
    return false;
  }
}
