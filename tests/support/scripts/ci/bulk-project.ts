// A scratch project for the Bulk update scripts: the repository's code (content/*.ts, scripts/,
// package.json, prettier and TypeScript settings) with the fixture content, committed to a local
// bare repository that stands in for GitHub. `editor` is a clone where the dealer's saves are
// made and pushed; `work` is a shallow clone as actions/checkout makes it, where the workflow's
// scripts run (node_modules and public/ linked, as the job has them installed and checked out).
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import ExcelJS from 'exceljs';
import { catalogueToWorkbook } from '@/content/csv/xlsx';
import { loadSite } from '@/content/load';

const identity = ['-c', 'user.name=Dealer', '-c', 'user.email=dealer@example.ge'];

export function git(cwd: string, ...args: string[]): string {
  const result = spawnSync('git', [...identity, ...args], { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
}

export function bulkProject() {
  const dir = mkdtempSync(join(tmpdir(), 'bulk-import-'));
  const seed = join(dir, 'seed');
  const origin = join(dir, 'origin.git');
  const editor = join(dir, 'editor');
  const work = join(dir, 'work');
  // The content layer's code without the live content, then the fixture content.
  cpSync('content', join(seed, 'content'), {
    recursive: true,
    filter: (source) => !/\.ya?ml$/.test(source),
  });
  cpSync('tests/fixtures/content', join(seed, 'content'), { recursive: true });
  for (const file of ['package.json', '.prettierrc.json', 'tsconfig.json', 'site.config.mjs'])
    cpSync(file, join(seed, file));
  cpSync('scripts', join(seed, 'scripts'), { recursive: true });
  // The editor's form (content/cms/editor-form.ts) reads the editor's labels from messages/.
  cpSync('messages', join(seed, 'messages'), { recursive: true });
  mkdirSync(join(seed, 'content/bulk'), { recursive: true });
  writeFileSync(join(seed, 'content/bulk/update.yaml'), '{}\n');
  writeFileSync(join(seed, '.gitignore'), 'node_modules\npublic\n.cache\n');
  git(seed, 'init', '--quiet', '-b', 'main');
  git(seed, 'add', '-A');
  git(seed, 'commit', '--quiet', '-m', 'Seed');
  git(dir, 'clone', '--quiet', '--bare', seed, origin);
  // As GitHub does: a commit reachable from a branch can be fetched by its id.
  git(origin, 'config', 'uploadpack.allowReachableSHA1InWant', 'true');
  git(dir, 'clone', '--quiet', `file://${origin}`, editor);

  const file = (clone: string, path: string) => join(clone, path);
  return {
    dir,
    editor,
    work,
    origin,
    /** The commit the site was built from: the downloaded workbook names it. */
    seedCommit: git(seed, 'rev-parse', 'HEAD'),
    /** A save in the editor: files written, committed and pushed to origin. */
    save(message: string, files: Record<string, string | Uint8Array | null>) {
      // The editor saves on top of the branch as it is now.
      git(editor, 'pull', '--quiet', '--rebase', 'origin', 'main');
      for (const [path, text] of Object.entries(files)) {
        if (text === null) rmSync(file(editor, path));
        else {
          mkdirSync(dirname(file(editor, path)), { recursive: true });
          writeFileSync(file(editor, path), text);
        }
      }
      git(editor, 'add', '-A');
      git(editor, 'commit', '--quiet', '-m', message);
      git(editor, 'push', '--quiet', 'origin', 'main');
    },
    /** The workflow's checkout: the branch's newest commit, one commit deep. */
    checkout() {
      rmSync(work, { recursive: true, force: true });
      git(dir, 'clone', '--quiet', '--depth=1', '--branch=main', `file://${origin}`, work);
      symlinkSync(resolve('node_modules'), join(work, 'node_modules'));
      symlinkSync(resolve('public'), join(work, 'public'));
    },
    /** `npm run <script>` in the checkout, as the workflow's step runs it. */
    run(script: string) {
      const env = {
        NODE_ENV: 'test' as const,
        PATH: process.env.PATH,
        HOME: dir,
        GITHUB_REF_NAME: 'main',
        GITHUB_OUTPUT: join(dir, 'output'),
        GITHUB_STEP_SUMMARY: join(dir, 'summary.md'),
      };
      return spawnSync('npm', ['run', '--silent', script], { cwd: work, encoding: 'utf8', env });
    },
    read: (path: string) => readFileSync(join(dir, path), 'utf8'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** The catalogue workbook as the build writes it (from the seed), with cells changed by row id. */
export async function editedWorkbook(
  project: ReturnType<typeof bulkProject>,
  changes: Record<string, Record<string, string | number>>,
): Promise<Uint8Array> {
  const content = loadSite(join(project.dir, 'seed/content'), () => true);
  const bytes = await catalogueToWorkbook(content.products, content.categories, {
    source: project.seedCommit,
  });
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.getWorksheet('Products')!;
  const header = sheet.getRow(1).values as string[];
  sheet.eachRow((row, number) => {
    const change = number > 1 ? changes[String(row.getCell(1).value)] : undefined;
    for (const [column, value] of Object.entries(change ?? {}))
      row.getCell(header.indexOf(column)).value = value;
  });
  return new Uint8Array(await book.xlsx.writeBuffer());
}
