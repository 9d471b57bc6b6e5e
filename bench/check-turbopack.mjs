#!/usr/bin/env node
// Is Turbopack usable yet? (`npm run check:turbopack`; a check to run after upgrading Next or
// vanilla-extract, not a test.) The site builds with `next build --webpack` for two reasons:
// - vanilla-extract's Next plugin hooks webpack only; under Turbopack every `.css.ts` module fails
//   with "Styles were unable to be assigned to a file" (first at styles/theme.css.ts);
// - `experimental.cssChunking: false` (one stylesheet instead of 10–12 per page, next.config.ts)
//   is webpack-only, and Next refuses it under Turbopack.
// This builds a copy of the project with Turbopack, without that option, and says whether it
// worked. When it does, --webpack can go from package.json, tests/run.sh and the framework
// floor, and the one-stylesheet choice must be measured again.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { copyProject } from '../scripts/lib/project-copy.mjs';

const root = resolve(import.meta.dirname, '..');
// Turbopack resolves packages inside its root only: a symlink to node_modules is refused, so
// the packages are hard-linked (no copy of the bytes).
const dir = copyProject(root, 'gps-turbopack-', { modules: 'hardlink' });
try {
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
