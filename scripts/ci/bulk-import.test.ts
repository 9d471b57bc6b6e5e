/** @jest-environment node */
// npm run ci:bulk-pending and ci:bulk-import as the import job runs them: against a scratch
// project whose origin is a local bare repository (tests/support/scripts/ci/bulk-project.ts).
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { bulkEntryFile } from '@/content/csv/bulk';
import { readProblems } from './publish-status.mjs';
import { bulkProject, editedWorkbook, git } from '../../tests/support/scripts/ci/bulk-project';

jest.setTimeout(60_000);

const [first, second, third] = ['colour-mfp-c3030', 'mono-mfp-m3030', 'mono-printer-p3030'];
const named = 'workbook: /content/bulk/prices.xlsx\n';
let project: ReturnType<typeof bulkProject>;

const originHead = () => git(project.origin, 'rev-parse', 'main');
const outputs = () =>
  Object.fromEntries(
    (existsSync(join(project.dir, 'output')) ? project.read('output') : '')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('=')),
  );
const productAt = (rev: string, id: string) =>
  parse(git(project.origin, 'show', `${rev}:content/products/${id}.yaml`)).ka;

/** The dealer uploads a workbook in the Bulk update entry: one save. */
async function upload(changes: Parameters<typeof editedWorkbook>[1]) {
  const bytes = await editedWorkbook(project, changes);
  project.save('Update Bulk update', {
    'content/bulk/prices.xlsx': bytes,
    'content/bulk/update.yaml': named,
  });
}

describe('the Bulk update in the publishing workflow', () => {
  beforeEach(() => (project = bulkProject()));
  afterEach(() => project.remove());

  it('imports two prices as one commit of exactly those files, rebased over a save made meanwhile', async () => {
    await upload({ [first!]: { price: 12500 }, [second!]: { price: 980 } });
    project.checkout();
    expect(project.run('ci:bulk-pending').status).toBe(0);
    expect(outputs().pending).toBe('true');
    // While the job runs, the dealer saves another product in the editor.
    const meanwhile = readFileSync(join(project.editor, `content/products/${third}.yaml`), 'utf8');
    project.save('Update Mono Printer', {
      [`content/products/${third}.yaml`]: meanwhile.replace(/order: \d+/g, 'order: 77'),
    });
    const concurrent = originHead();

    const result = project.run('ci:bulk-import');
    expect([result.status, result.stderr]).toEqual([0, '']);
    const head = originHead();
    expect(outputs().ref).toBe(head);
    expect(git(project.origin, 'rev-parse', 'main~1')).toBe(concurrent);
    expect(git(project.origin, 'show', '--name-status', '--format=%s', head).split('\n')).toEqual([
      'Bulk update: 2 products changed from prices.xlsx',
      '',
      'D\tcontent/bulk/prices.xlsx',
      'M\tcontent/bulk/update.yaml',
      `M\tcontent/products/${first}.yaml`,
      `M\tcontent/products/${second}.yaml`,
    ]);
    expect(productAt(head, first!).price).toMatchObject({ amount: 12500 });
    expect(productAt(head, second!).price).toMatchObject({ amount: 980 });
    // The save made meanwhile is kept, and the entry is empty for the next update.
    expect(productAt(head, third!).order).toBe(77);
    expect(git(project.origin, 'show', `${head}:${join('content', bulkEntryFile)}`)).toBe('{}');
    expect(project.read('summary.md')).toContain('Bulk update: 2 products changed');
  });

  it('refuses a workbook with a bad row: no commit, the problems by row and column in both languages', async () => {
    await upload({ [first!]: { price: 12500 }, [second!]: { price: 'abc' } });
    const before = originHead();
    project.checkout();
    const result = project.run('ci:bulk-import');
    expect(result.status).toBe(1);
    expect(originHead()).toBe(before);
    expect(git(project.work, 'rev-parse', 'HEAD')).toBe(before);
    expect(git(project.work, 'status', '--porcelain')).toBe('');
    // What the refusal sends (publish-status.mjs reads the same file).
    const problems = readProblems(join(project.work, '.cache/content-problems.json'));
    expect(problems).toEqual([
      {
        file: 'content/bulk/prices.xlsx',
        entry: 'მასობრივი განახლება / Bulk update',
        message:
          'სტრიქონი 3, სვეტი price („abc“): რიცხვი არ არის / row 3, column price ("abc"): is not a number',
      },
    ]);
    expect(result.stdout).toContain(
      '::error file=content/bulk/prices.xlsx,title=Spreadsheet import%3A Bulk update::',
    );
  });

  it('does nothing when the entry names no workbook', () => {
    const before = originHead();
    project.checkout();
    expect(project.run('ci:bulk-pending').status).toBe(0);
    expect(outputs()).toEqual({ pending: 'false', ref: before });
    const result = project.run('ci:bulk-import');
    expect(result.status).toBe(0);
    expect(outputs().ref).toBe(before);
    expect(originHead()).toBe(before);
  });

  it('keeps a save made after the download over the row that was stale, and refuses a row both changed', async () => {
    // Saved in the editor after the workbook was downloaded: the third product's name.
    const path = `content/products/${third}.yaml`;
    const saved = readFileSync(join(project.editor, path), 'utf8').replace(
      /order: \d+/g,
      'order: 55',
    );
    project.save('Update Mono Printer', { [path]: saved });
    await upload({ [first!]: { price: 12500 } });
    project.checkout();
    const imported = project.run('ci:bulk-import');
    expect([imported.status, imported.stderr]).toEqual([0, '']);
    const head = originHead();
    expect(git(project.origin, 'show', '--name-only', '--format=', head).split('\n')).toEqual([
      'content/bulk/prices.xlsx',
      'content/bulk/update.yaml',
      `content/products/${first}.yaml`,
    ]);
    expect(productAt(head, third!).order).toBe(55);

    // A second download-and-upload from the old build, changing the product saved since.
    await upload({ [third!]: { price: 100 } });
    project.checkout();
    const refused = project.run('ci:bulk-import');
    expect(refused.status).toBe(1);
    // Only the product both changed: the first row, stale since the import, is no conflict.
    const problems = readProblems(join(project.work, '.cache/content-problems.json'));
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toMatch(
      new RegExp(
        `^სვეტი id \\(„${third}“\\): ეს პროდუქტი რედაქტორში შეიცვალა .* / column id \\("${third}"\\): was changed in the editor`,
      ),
    );
  });
});

describe('a save made while the import runs', () => {
  beforeEach(() => (project = bulkProject()));
  afterEach(() => project.remove());

  /** Right after the import's commit, before its rebase, the dealer saves the first product. */
  function saveAfterCommit(order: number) {
    const hook = join(project.work, '.git/hooks/post-commit');
    const path = `content/products/${first}.yaml`;
    const script = [
      '#!/bin/sh',
      'rm "$0"',
      'unset GIT_DIR GIT_INDEX_FILE GIT_WORK_TREE GIT_PREFIX',
      `cd "${project.editor}" || exit 1`,
      'git pull -q --rebase origin main',
      `sed -i 's/^  order: [0-9]*/  order: ${order}/' ${path}`,
      'git -c user.name=Dealer -c user.email=d@example.ge commit -qam "Update meanwhile"',
      'git push -q origin main',
    ];
    writeFileSync(hook, script.join('\n'));
    chmodSync(hook, 0o755);
  }

  it('to another field of a product the workbook changes: both changes kept', async () => {
    await upload({ [first!]: { price: 12500 } });
    project.checkout();
    saveAfterCommit(66);
    expect(project.run('ci:bulk-import').status).toBe(0);
    expect(git(project.origin, 'log', '-2', '--format=%s', 'main').split('\n')).toEqual([
      'Bulk update: 1 product changed from prices.xlsx',
      'Update meanwhile',
    ]);
    expect(productAt('main', first!)).toMatchObject({ order: 66, price: { amount: 12500 } });
  });

  it('to the same field: imported again on top of it, and refused for that product', async () => {
    await upload({ [first!]: { order: 5 }, [second!]: { price: 980 } });
    project.checkout();
    saveAfterCommit(66);
    const result = project.run('ci:bulk-import');
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('main moved on while importing (attempt 1)');
    // The save is on main, untouched; the import pushed nothing and names the product.
    expect(git(project.origin, 'log', '-1', '--format=%s', 'main')).toBe('Update meanwhile');
    expect(productAt('main', first!).order).toBe(66);
    const problems = readProblems(join(project.work, '.cache/content-problems.json'));
    expect(problems.map((p) => p.message.split(' / ')[1])).toEqual([
      expect.stringMatching(new RegExp(`^column id \\("${first}"\\): was changed in the editor`)),
    ]);
  });
});
