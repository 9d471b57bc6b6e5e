// The real `next build` export of a small app (tests/fixtures/next-app: a stylesheet, an eager
// image, a client island, marked links, a global 404), built with the site's export settings by
// the framework floor's builder. Built once per Next version and fixture content, cached in
// node_modules/.cache; each test gets its own copy to rewrite.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { buildFloorExport } from '../../checks/framework-floor.mjs';
import { nextExportSettings } from '../../../site.config.mjs';

const root = resolve(import.meta.dirname, '../../..');
const fixture = join(root, 'tests/fixtures/next-app');

/** The fixture's files, and a next.config with the site's export settings and CSS options. */
function fixtureFiles() {
  const files = {
    'package.json': JSON.stringify({ private: true, name: 'next-export-fixture' }),
    'next.config.mjs': `export default ${JSON.stringify({
      ...nextExportSettings,
      experimental: { globalNotFound: true, cssChunking: false },
    })};\n`,
  };
  for (const entry of readdirSync(fixture, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[relative(fixture, path).split('\\').join('/')] = readFileSync(path, 'utf8');
  }
  return files;
}

/** The cached export's dir, built first when this Next version has not built this fixture. */
export function fixtureExport() {
  const files = fixtureFiles();
  const next = JSON.parse(readFileSync(join(root, 'node_modules/next/package.json'), 'utf8'));
  const hash = createHash('sha256').update(JSON.stringify(files)).digest('hex').slice(0, 16);
  const cached = join(root, 'node_modules/.cache/next-export-fixture', `${next.version}-${hash}`);
  if (existsSync(cached)) return cached;
  const dir = buildFloorExport(files, 'next-export-fixture');
  try {
    mkdirSync(join(cached, '..'), { recursive: true });
    // Whole or not at all: a build cut short leaves no cache behind.
    if (!existsSync(cached)) renameSync(join(dir, 'out'), cached);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return cached;
}

/** A fresh copy of the fixture's export, in a temp dir the caller removes. */
export function fixtureExportCopy() {
  const dir = mkdtempSync(join(tmpdir(), 'next-export-'));
  cpSync(fixtureExport(), dir, { recursive: true });
  return dir;
}
