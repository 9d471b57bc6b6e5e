// Loads content/load.ts in plain Node: esbuild bundles it (tsconfig paths, TypeScript) in ~50 ms,
// packages stay external. Shared by content:check, the CSV import/export and the editor config.
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export async function importTs(entry, name) {
  const dir = join(process.cwd(), 'node_modules', '.cache', 'content');
  mkdirSync(dir, { recursive: true });
  const outfile = join(dir, `${name}-${process.pid}.mjs`);
  await build({
    entryPoints: [join(process.cwd(), entry)],
    bundle: true,
    format: 'esm',
    platform: 'node',
    packages: 'external',
    outfile,
    // `server-only` throws outside React's server condition; these build tools get its empty module.
    alias: { 'server-only': './node_modules/server-only/empty.js' },
    logLevel: 'error',
  });
  try {
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(outfile, { force: true });
  }
}

export const loadContentModules = () => importTs('scripts/content/modules.ts', 'content');

/** readSite's image check for the content folder `root`: the file in the public/ beside it. */
export const imageBeside = (root) => (src) => existsSync(join(root, '..', 'public', src));
