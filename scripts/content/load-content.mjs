// Loads content/load.ts in plain Node: esbuild bundles it (tsconfig paths, TypeScript) in ~50 ms,
// packages stay external. Shared by content:check, the CSV import/export and the editor config.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/**
 * `import 'server-only'` marks the content modules as never part of a client bundle; its package
 * throws unless resolved under React's server condition. These scripts are build tools, not a
 * client: the import becomes an empty module (as tests/support/server-only.ts does for Jest).
 */
const serverOnly = {
  name: 'server-only',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^server-only$/ }, () => ({
      path: 'server-only',
      namespace: 'empty',
    }));
    esbuild.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: '' }));
  },
};

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
    plugins: [serverOnly],
    logLevel: 'error',
  });
  try {
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(outfile, { force: true });
  }
}

/** content/load.ts and content/schema.ts, as Node modules. */
export const loadContentModules = () => importTs('scripts/content/modules.ts', 'content');
