import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { inBoth } from '@/content/fields/two-languages';
import { loadSite, readSite, type ContentProblem } from '@/content/load';

/** The small fixture content set (tests/fixtures/content), never the dealer's live catalogue. */
export const fixtureRoot = join(process.cwd(), 'tests/fixtures/content');

type Blocks = { ka: Record<string, unknown>; en: Record<string, unknown> };

/** A temporary copy of the fixture content that a test may break, then load. */
export function fixtureCopy() {
  const root = mkdtempSync(join(tmpdir(), 'content-'));
  cpSync(fixtureRoot, root, { recursive: true });
  const exists = () => true;
  return {
    root,
    /** Change one file's ka/en blocks as data (the test writes what a dealer might). */
    edit(file: string, change: (blocks: Blocks) => void) {
      const blocks = parse(readFileSync(join(root, file), 'utf8')) as Blocks;
      change(blocks);
      writeFileSync(join(root, file), stringify(blocks));
    },
    write(file: string, text: string) {
      writeFileSync(join(root, file), text);
    },
    read: (imageExists: (src: string) => boolean = exists) => readSite(root, imageExists),
    load: (imageExists: (src: string) => boolean = exists) => loadSite(root, imageExists),
    /** Every product file's text by name: what an import must leave as it was, or change. */
    productFiles: () =>
      Object.fromEntries(
        readdirSync(join(root, 'products')).map((name) => [
          name,
          readFileSync(join(root, 'products', name), 'utf8'),
        ]),
      ),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

/**
 * A problem on one line for matching: file and line, entry id, the field's path in the file and
 * the English message. What the dealer reads (formatProblem) is tested in check-messages.test.ts.
 */
export function located(p: ContentProblem): string {
  const where = p.line ? `${p.file}:${p.line}` : p.file;
  const entry = p.entry ? `entry "${p.entry}", ` : '';
  const field = p.field ? `field "${p.field}": ` : '';
  return `${where}: ${entry}${field}${inBoth(p.message).en}`;
}
