/** @jest-environment node */
// Content is read and written as plain files: a symbolic link anywhere in content/ is named, and
// nothing is read through it.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatProblem } from '@/content/load';
import { LinkedFileError, symbolicLinks, writePlainFile } from '@/content/plain-files';
import { fixtureCopy } from '../tests/support/content/fixture-content';

let site: ReturnType<typeof fixtureCopy>;
let outside: string;
beforeEach(() => {
  site = fixtureCopy();
  outside = mkdtempSync(join(tmpdir(), 'outside-'));
});
afterEach(() => {
  site.remove();
  rmSync(outside, { recursive: true, force: true });
});

describe('symbolicLinks', () => {
  it('lists links at any depth, sorted, without following a linked folder', () => {
    mkdirSync(join(outside, 'deep'));
    writeFileSync(join(outside, 'deep/x.yaml'), 'ka: {}\n');
    symlinkSync(outside, join(site.root, 'news/linked-folder'));
    symlinkSync('/nowhere/at/all', join(site.root, 'products/dangling.yaml'));
    symlinkSync('../company.yaml', join(site.root, 'categories/inside.txt'));
    expect(symbolicLinks(site.root)).toEqual([
      'categories/inside.txt',
      'news/linked-folder',
      'products/dangling.yaml',
    ]);
    expect(symbolicLinks(join(site.root, 'no-such-folder'))).toEqual([]);
  });
});

describe('the content check', () => {
  it('names each link and where it points, and reads nothing else', () => {
    writeFileSync(join(outside, 'company.yaml'), 'ka:\n  name: read from outside\n');
    rmSync(join(site.root, 'company.yaml'));
    symlinkSync(join(outside, 'company.yaml'), join(site.root, 'company.yaml'));
    symlinkSync(outside, join(site.root, 'products/more'));
    const { content, problems } = site.read();
    expect(content).toBeUndefined();
    expect(problems.map((p) => formatProblem(p).replace(/\n\s+/g, ' | '))).toEqual([
      expect.stringMatching(
        /company\.yaml \| is a symbolic link \(to .*outside-\w+\/company\.yaml\): content is read and written as plain files only, so that nothing outside the project is read or changed; put the file itself here instead$/,
      ),
      expect.stringMatching(/products\/more \| is a symbolic link \(to .*outside-\w+\)/),
    ]);
  });

  it('passes the same content once the link is replaced by the file', () => {
    const file = join(site.root, 'products/mono-printer-p3030.yaml');
    const text = readFileSync(file, 'utf8');
    writeFileSync(join(outside, 'p.yaml'), text);
    rmSync(file);
    symlinkSync(join(outside, 'p.yaml'), file);
    expect(site.read().problems).toHaveLength(1);
    rmSync(file);
    writeFileSync(file, text);
    expect(site.read().problems).toEqual([]);
  });
});

describe('writePlainFile', () => {
  it('writes and replaces a plain file', () => {
    const file = join(outside, 'a.yaml');
    writePlainFile(file, 'first, longer text');
    writePlainFile(file, 'second');
    expect(readFileSync(file, 'utf8')).toBe('second');
  });

  it('never writes through a link, to an existing target or a new one', () => {
    const existing = join(outside, 'existing.txt');
    writeFileSync(existing, 'untouched');
    symlinkSync(existing, join(site.root, 'one.yaml'));
    symlinkSync(join(outside, 'new.txt'), join(site.root, 'two.yaml'));
    for (const name of ['one.yaml', 'two.yaml'])
      expect(() => writePlainFile(join(site.root, name), 'x')).toThrow(LinkedFileError);
    expect(readFileSync(existing, 'utf8')).toBe('untouched');
    expect(() => readFileSync(join(outside, 'new.txt'))).toThrow(/ENOENT/);
  });
});
