/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

// On a case-insensitive disk (macOS, Windows) two names that differ only in case are one file,
// and imports name modules without their extension: `./compareTable` may then resolve to
// CompareTable.tsx. So names are compared without case and without a code extension.
const moduleName = (file) => file.toLowerCase().replace(/\.(c|m)?[jt]sx?$/, '');

// Build output and installed packages are not the project's own names.
const notSource = new Set(['node_modules', '.git', '.next', 'out', 'test-results', '.cache']);
notSource.add('playwright-report').add('bench-results').add('dist');

/** The tracked files, or (in a copy without git, as the build-and-check steps make) the tree. */
function projectFiles(root = process.cwd()) {
  try {
    return execFileSync('git', ['ls-files'], { encoding: 'utf8', stdio: 'pipe' }).split('\n');
  } catch {
    const walk = (dir) =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        notSource.has(entry.name)
          ? []
          : entry.isDirectory()
            ? walk(join(dir, entry.name))
            : [relative(root, join(dir, entry.name))],
      );
    return walk(root);
  }
}

describe('the repository’s file names', () => {
  it('never differ only in case or in a code extension of another case', () => {
    const files = projectFiles();
    const seen = new Map();
    const clashes = [];
    for (const file of files.filter(Boolean)) {
      const key = moduleName(file);
      if (seen.has(key) && seen.get(key).toLowerCase() !== file.toLowerCase())
        clashes.push(`${seen.get(key)} / ${file}`);
      else seen.set(key, file);
    }
    expect(clashes).toEqual([]);
  });
});
