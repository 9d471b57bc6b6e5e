/** @jest-environment node */
import { execFileSync } from 'node:child_process';

// On a case-insensitive disk (macOS, Windows) two names that differ only in case are one file,
// and imports name modules without their extension: `./compareTable` may then resolve to
// CompareTable.tsx. So names are compared without case and without a code extension.
const moduleName = (file) => file.toLowerCase().replace(/\.(c|m)?[jt]sx?$/, '');

describe('the repository’s file names', () => {
  it('never differ only in case or in a code extension of another case', () => {
    const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n');
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
