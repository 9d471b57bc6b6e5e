// A temporary copy of the project for the steps that build it with other content or settings
// (content edits, the production site, the scale benchmark, the Turbopack check): everything but
// build output, git and installed packages; node_modules is linked, not copied.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// .wrangler: wrangler dev's bundle and local state, which a check running beside may be writing.
const notCopied = ['node_modules', '.next', 'out', '.git', 'test-results', 'playwright-report'];
notCopied.push('bench-results', '.wrangler');

/**
 * Copies `root` into a new temp folder named `${prefix}XXXXXX` and returns its path.
 * leaveOut: more top-level names to skip (the scale benchmark leaves out .cache to build cold).
 * modules: 'symlink' links node_modules; 'hardlink' hard-links its files, for tools that refuse a
 * package folder outside their root (Turbopack) and for builds whose bytes are measured.
 */
export function copyProject(root, prefix, { leaveOut = [], modules = 'symlink' } = {}) {
  const skip = new Set([...notCopied, ...leaveOut]);
  // The hosts' upload folders (deploy/dist) are a linked copy of out/: build output too.
  const notBuildOutput = (source) => !source.startsWith(join(root, 'deploy/dist'));
  const dir = mkdtempSync(join(tmpdir(), prefix));
  for (const name of readdirSync(root).filter((n) => !skip.has(n)))
    cpSync(join(root, name), join(dir, name), { recursive: true, filter: notBuildOutput });
  if (modules === 'hardlink')
    spawnSync('cp', ['-al', join(root, 'node_modules'), join(dir, 'node_modules')]);
  else symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}
