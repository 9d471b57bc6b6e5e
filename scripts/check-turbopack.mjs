#!/usr/bin/env node
// Is Turbopack usable yet? (`npm run check:turbopack`; a check to run after upgrading Next or
// vanilla-extract, not a test.) The site builds with `next build --webpack` for two reasons:
// - vanilla-extract's Next plugin hooks webpack only; under Turbopack every `.css.ts` module fails
//   with "Styles were unable to be assigned to a file" (first at styles/theme.css.ts);
// - `experimental.cssChunking: false` (one stylesheet instead of 10–12 per page, next.config.ts)
//   is webpack-only, and Next refuses it under Turbopack.
// This builds a copy of the project with Turbopack, without that option, and says whether it
// worked. When it does, --webpack can go from package.json, scripts/test.sh and the framework
// floor, and the one-stylesheet choice must be measured again.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const skip = new Set(['node_modules', '.next', 'out', '.git', 'test-results', 'bench-results']);
skip.add('playwright-report');
const dir = mkdtempSync(join(tmpdir(), 'gps-turbopack-'));
try {
  for (const name of readdirSync(root).filter((n) => !skip.has(n) && n !== 'deploy'))
    cpSync(join(root, name), join(dir, name), { recursive: true });
  cpSync(join(root, 'deploy'), join(dir, 'deploy'), {
    recursive: true,
    filter: (source) => !source.startsWith(join(root, 'deploy/dist')),
  });
  // Turbopack resolves packages inside its root only: a symlink to node_modules is refused, so
  // the packages are hard-linked (no copy of the bytes).
  spawnSync('cp', ['-al', join(root, 'node_modules'), join(dir, 'node_modules')]);
  const config = join(dir, 'next.config.ts');
  writeFileSync(config, readFileSync(config, 'utf8').replace(/^\s*cssChunking: false,\n/m, ''));
  const build = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  const output = `${build.stdout}\n${build.stderr}`;
  if (build.status === 0) {
    console.log('Turbopack builds the site: --webpack can be dropped (see the comment above).');
  } else {
    const lines = output.split('\n');
    const reason =
      lines.find((line) => /unable to be assigned|only supported with webpack/.test(line)) ??
      lines.find((line) => line.includes('Error'));
    console.log(`Turbopack still fails, keep --webpack: ${reason?.trim() ?? 'see the output'}`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
