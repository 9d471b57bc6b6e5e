#!/usr/bin/env node
// The framework floor: first-load JS of a blank App Router page built by the same Next.js with
// the site's export settings (basePath, output export, trailing slashes, webpack). Budgets are
// "floor + N kB", so a Next upgrade that grows the runtime moves the floor, not the budgets.
// The measurement is kept in framework-floor.json beside this file, under a key of what builds the
// blank app (the Next, React and React DOM versions and the blank app's files): a fresh clone (CI)
// reuses it, and an upgrade, which changes the key, measures it again and rewrites the file, to be
// committed with the upgrade. --fresh ignores the kept figure.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { pageWeight } from './page-weight.mjs';
import { basePath, nextExportSettings } from '../../site.config.mjs';

const root = resolve(import.meta.dirname, '../..');

// Plain .jsx keeps Next from setting up TypeScript in the temp dir; the emitted JS is the same.
// The config is the site's own export settings (site.config.mjs), without its plugins.
export const floorFiles = {
  'package.json': JSON.stringify({ private: true, name: 'framework-floor' }),
  'next.config.mjs': `export default ${JSON.stringify(nextExportSettings)};\n`,
  'app/layout.jsx': `export default function RootLayout({ children }) {
  return (<html lang="en"><body>{children}</body></html>);
}\n`,
  'app/page.jsx': `export default function Page() { return <h1>Floor</h1>; }\n`,
};

const keptFile = join(import.meta.dirname, 'framework-floor.json');

/** What the floor depends on: the framework's versions and the blank app itself. */
export function floorKey() {
  const version = (name) =>
    JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
  const app = createHash('sha256').update(JSON.stringify(floorFiles)).digest('hex').slice(0, 16);
  return `next ${version('next')}, react ${version('react')}, react-dom ${version('react-dom')}, app ${app}`;
}

/** A new, empty dir for the blank app, at the same place in every clone of the project. */
export function floorAppDir(name = 'framework-floor') {
  const parent = join(root, '.cache', name);
  mkdirSync(parent, { recursive: true });
  return mkdtempSync(join(parent, 'app-'));
}

/**
 * Build an app (`files`: path → text; the blank app by default) into a new dir under
 * .cache/`name`; its export is `${dir}/out`. The caller removes dir. The rewrites' tests build
 * their fixture app (tests/fixtures/next-app) with it.
 *
 * The dir is inside the project (.cache/, git-ignored), always at the same depth, and finds the
 * project's node_modules by Node's own lookup rather than a link: webpack names modules and
 * chunks by their paths relative to the app, so a floor built in the OS temp dir against a
 * linked node_modules changed with the clone's location (132.3–133.2 kB on fresh clones of the
 * same commit) while the site's own build, at the project root, did not.
 */
export function buildFloorExport(files = floorFiles, name = 'framework-floor') {
  const dir = floorAppDir(name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  execFileSync(
    process.execPath,
    [join(root, 'node_modules/next/dist/bin/next'), 'build', '--webpack'],
    {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    },
  );
  return dir;
}

/** Build the blank app in a temp dir and measure it; returns { js, html, scripts }. */
function measure() {
  const dir = buildFloorExport();
  try {
    const page = pageWeight(join(dir, 'out'), 'index.html', basePath);
    return { js: page.js, html: page.html, scripts: page.scripts.length };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The floor in gzip bytes: the kept figure when its key is this framework's, else measured. */
export function frameworkFloor({ fresh = false } = {}) {
  const key = floorKey();
  const kept = existsSync(keptFile) ? JSON.parse(readFileSync(keptFile, 'utf8')) : undefined;
  if (!fresh && kept?.key === key) return { ...kept, cached: true };
  const floor = { key, ...measure(), measuredAt: new Date().toISOString() };
  writeFileSync(keptFile, `${JSON.stringify(floor, null, 2)}\n`);
  return { ...floor, cached: false };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const floor = frameworkFloor({ fresh: process.argv.includes('--fresh') });
  console.log(
    `Framework floor: ${(floor.js / 1000).toFixed(1)} kB gzip JS in ${floor.scripts} files` +
      `${floor.cached ? ' (cached)' : ''}`,
  );
}
