/** @jest-environment node */
/**
 * Content files are kept in the form the editor (Sveltia CMS) writes on save
 * (content/cms/editor-form.ts), so that the dealer's save changes only what the dealer changed.
 * tests/e2e/admin.spec.ts checks the form against the editor itself.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parse, stringify } from 'yaml';
import { contentYamlFiles, editorFile, filesNotInEditorForm } from '@/content/cms/editor-form';
import { readSite } from '@/content/load';
import { fixtureRoot } from '../tests/support/content/fixture-content';

const contentRoot = join(process.cwd(), 'content');
const formatCommand = 'npm run content:format';
const roots: [string, string][] = [
  ['content', contentRoot],
  ['the test fixtures', fixtureRoot],
];
const read = (root: string, path: string) => readFileSync(join(root, path), 'utf8');

type Block = Record<string, unknown>;
/**
 * A file's data in the style the files had before they were kept in the editor's form: fields
 * in reverse order, switches left out when off, empty lists written out.
 */
function otherStyle(path: string, data: { ka: Block; en?: Block }) {
  const reversed = (block: Block) => Object.fromEntries(Object.entries(block).reverse());
  const ka = reversed(data.ka);
  for (const name of ['featured', 'rentable', 'hidden', 'sample'])
    if (ka[name] === false) delete ka[name];
  const en = data.en && reversed(data.en);
  if (path.startsWith('products/') && !('documents' in ka)) {
    ka.documents = [];
    if (en) en.documents = [];
  }
  return { ka, ...(en && { en }) };
}

describe("content files in the editor's form", () => {
  it.each(roots)('%s: every file is as the editor writes it', (_, root) => {
    const files = filesNotInEditorForm(root).map((f) =>
      relative(process.cwd(), join(root, f.path)),
    );
    const command =
      root === contentRoot ? formatCommand : `${formatCommand} -- ${relative(process.cwd(), root)}`;
    if (files.length)
      throw new Error(
        `${files.length} file(s) not in the form the editor writes; fix: ${command}\n  ${files.join('\n  ')}`,
      );
  });

  it.each(roots)(
    '%s: a file in another style loads the same and is written back byte for byte',
    (_, root) => {
      const copy = mkdtempSync(join(tmpdir(), 'editor-form-'));
      try {
        cpSync(root, copy, { recursive: true });
        const paths = contentYamlFiles(copy);
        for (const path of paths)
          writeFileSync(
            join(copy, path),
            stringify(otherStyle(path, parse(read(copy, path))), { lineWidth: 60 }),
          );
        const original = readSite(root, () => true);
        expect(original.problems).toEqual([]);
        const other = readSite(copy, () => true);
        expect(other.problems).toEqual([]);
        expect(other.content).toStrictEqual(original.content);

        const rewritten = filesNotInEditorForm(copy);
        expect(rewritten.map((f) => f.path)).toEqual(paths);
        for (const { path, text } of rewritten) writeFileSync(join(copy, path), text!);
        expect(readSite(copy, () => true).content).toStrictEqual(original.content);
        for (const path of paths)
          expect([path, read(copy, path)]).toEqual([path, read(root, path)]);
      } finally {
        rmSync(copy, { recursive: true, force: true });
      }
    },
  );

  it('fills what the editor fills, leaves out what it leaves out, in the order of its fields', () => {
    const text = editorFile('news/x.yaml', {
      en: { body: ['First'], title: '  Title  ', image: null },
      ka: { validUntil: '', body: ['პირველი'], title: 'სათაური', summary: 'მოკლედ', slug: 'x' },
    });
    expect(text.split('\n')).toEqual([
      'ka:',
      '  slug: x',
      // A required field the file leaves out is written empty (the check then names it).
      "  date: ''",
      '  title: სათაური',
      '  summary: მოკლედ',
      '  body:',
      '    - პირველი',
      '  hidden: false',
      'en:',
      '  title: Title',
      "  summary: ''",
      '  body:',
      '    - First',
      '',
    ]);
  });

  it('writes long texts on one line and quotes only what needs it, with single quotes', () => {
    const long = `${'word '.repeat(40)}end`;
    const text = editorFile('partners/x.yaml', {
      ka: { id: 'x', order: 1, name: `Name: ${long}`, url: long, logo: '0160', onHome: false },
    });
    expect(text.split('\n')).toEqual([
      'ka:',
      '  order: 1',
      '  id: x',
      `  name: 'Name: ${long}'`,
      `  url: ${long}`,
      "  logo: '0160'",
      '  onHome: false',
      '',
    ]);
  });

  it('names a file the editor does not know', () => {
    expect(() => editorFile('products/nested/x.yaml', { ka: {} })).toThrow(
      'content/products/nested/x.yaml is no file of the editor',
    );
  });
});
