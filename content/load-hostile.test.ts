/**
 * @jest-environment node
 *
 * Malformed and hostile content files: each ends as a listed problem with file and line (never a
 * stack trace), and nothing odd is accepted silently.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentLimits } from '@/content/yaml-file';
import { fixtureCopy, located } from '../tests/support/content/fixture-content';

const product = 'products/colour-mfp-c3030.yaml';
let site: ReturnType<typeof fixtureCopy>;
let pristine: string;
beforeEach(() => {
  site = fixtureCopy();
  pristine = readFileSync(join(site.root, product), 'utf8');
});
afterEach(() => site.remove());

const problems = () => site.read().problems.map(located);
/** The product file as the fixture has it. */
const original = () => pristine;
/** The product file with `lines` added right under its `block:` line. */
const under = (block: 'ka' | 'en', ...lines: string[]) =>
  original().replace(
    new RegExp(`^${block}:\n`, 'm'),
    `${block}:\n${lines.map((l) => `  ${l}\n`).join('')}`,
  );
const lineOf = (text: string, needle: string) => text.split('\n').indexOf(needle) + 1;

describe('hostile YAML', () => {
  it('an alias bomb ("billion laughs") is one problem at the alias, not a ReferenceError', () => {
    const levels = ['a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]'];
    for (const [i, name] of [...'bcdefghi'].entries()) {
      const previous = 'abcdefghi'[i];
      levels.push(`${name}: &${name} [${Array(9).fill(`*${previous}`).join(', ')}]`);
    }
    site.write(product, `${levels.join('\n')}\nka: *i\n`);
    expect(problems()).toEqual([
      expect.stringMatching(
        /colour-mfp-c3030\.yaml:2: YAML alias \(\*name\): Excessive alias count .*; write the value out$/,
      ),
    ]);
  });

  it('an alias to no anchor is a problem at its line', () => {
    site.write(product, original().replace(/^ {2}type: .*$/m, '  type: *nothing'));
    const line =
      original()
        .split('\n')
        .findIndex((l) => l.startsWith('  type: ')) + 1;
    expect(problems()).toContainEqual(
      expect.stringMatching(new RegExp(`c3030\\.yaml:${line}: YAML alias .*Unresolved alias`)),
    );
  });

  it.each(['toString', '__proto__', 'constructor', 'hasOwnProperty'])(
    'a key named %s is an unknown field in ka: and in en:, with its line',
    (key) => {
      for (const block of ['ka', 'en'] as const) {
        const text = under(block, `${key}: x`);
        site.write(product, text);
        const line = lineOf(text, `  ${key}: x`);
        expect(problems()).toEqual([
          expect.stringContaining(
            `c3030.yaml:${line}: entry "colour-mfp-c3030", field "${block}.${key}": unknown field`,
          ),
        ]);
      }
    },
  );

  it('an unknown key inside a field shared by both languages is reported too', () => {
    const company = readFileSync(join(site.root, 'company.yaml'), 'utf8');
    site.write(
      'company.yaml',
      company
        .replace(/^ {2}dealer:\n/m, '  dealer:\n    toString: 1\n')
        .replace(/^ {2}hours:\n/m, '  hours:\n    __proto__: { polluted: true }\n'),
    );
    expect(problems()).toEqual([
      expect.stringMatching(
        /company\.yaml:\d+: entry "company", field "ka\.dealer\.toString": unknown field/,
      ),
      expect.stringMatching(
        /company\.yaml:\d+: entry "company", field "ka\.hours\.__proto__": unknown field/,
      ),
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a block other than ka: and en: is reported', () => {
    site.write(product, `${original()}kа:\n  id: typo-with-cyrillic-a\n`);
    expect(problems()).toEqual([
      expect.stringMatching(/c3030\.yaml:\d+: entry "colour-mfp-c3030", field "kа": unknown block/),
    ]);
  });

  it('tags outside plain YAML (!!binary, !!set, custom) are problems, not Buffers or Sets', () => {
    site.write(
      product,
      under('ka', 'extra: !!binary aGVsbG8=', 'more: !!set {a, b}', 'js: !js/fn x'),
    );
    const found = problems();
    expect(found).toHaveLength(3);
    for (const problem of found)
      expect(problem).toMatch(/c3030\.yaml:[2-4]: YAML syntax: Unresolved tag/);
  });
});

describe('files that are not what they seem', () => {
  it('a folder named x.yaml is a problem, not EISDIR', () => {
    mkdirSync(join(site.root, 'products/x.yaml'));
    expect(problems()).toEqual([
      expect.stringMatching(/products\/x\.yaml:1: is not a plain file \(a folder or a link\)/),
    ]);
  });

  it('a file over the size limit is refused before it is parsed', () => {
    const text = under('en', `note: ${'a'.repeat(5_000_000)}`);
    site.write(product, text);
    expect(problems()).toEqual([
      expect.stringMatching(
        /c3030\.yaml:1: is 4\d{3} kB, more than the 256 kB a content file may have/,
      ),
    ]);
  });

  it('a text over the length limit is a problem at its field', () => {
    const long = 'a'.repeat(contentLimits.textLength + 1);
    const text = original().replace(/^ {2}name: .*$/m, `  name: ${long}`);
    site.write(product, text);
    expect(problems()).toEqual([
      expect.stringMatching(/c3030\.yaml:\d+: field "ka\.name": is longer than 10000 characters$/),
    ]);
  });

  it('bytes that are not UTF-8 are a problem', () => {
    writeFileSync(join(site.root, product), Buffer.from([0x6b, 0x61, 0x3a, 0x0a, 0xff, 0xfe]));
    expect(problems()).toEqual([expect.stringMatching(/c3030\.yaml:1: is not UTF-8 text/)]);
  });

  it('a missing company.yaml is a problem', () => {
    rmSync(join(site.root, 'company.yaml'));
    expect(problems()).toEqual([expect.stringMatching(/company\.yaml:1: is missing$/)]);
  });
});

describe('one extension, one id rule', () => {
  it('a .yml file is a problem asking to rename it, so no id is published twice', () => {
    site.write('products/colour-mfp-c3030.yml', original());
    expect(site.read().content).toBeUndefined();
    expect(problems()).toEqual([
      expect.stringMatching(
        /products\/colour-mfp-c3030\.yml:1: entry "colour-mfp-c3030", content files end in \.yaml: rename it to colour-mfp-c3030\.yaml$/,
      ),
    ]);
  });

  it('a file name that is not a valid id is named as such', () => {
    renameSync(join(site.root, product), join(site.root, 'products/Colour_MFP.yaml'));
    expect(problems()).toEqual([
      expect.stringMatching(
        /products\/Colour_MFP\.yaml:1: entry "Colour_MFP", the file name is the id, which must be a lowercase slug \(a-z, 0-9, -\) of at most 80 characters: rename the file$/,
      ),
    ]);
  });

  it('an id over 80 characters is reported at its field and at the file name', () => {
    const id = `colour-mfp-${'x'.repeat(70)}`;
    expect(id).toHaveLength(81);
    site.write(`products/${id}.yaml`, original().replace('id: colour-mfp-c3030', `id: ${id}`));
    rmSync(join(site.root, product));
    const found = problems();
    expect(found).toEqual([
      expect.stringMatching(
        new RegExp(
          `${id}\\.yaml:\\d+: entry "${id}", field "ka\\.id": must be a lowercase slug .* at most 80 characters$`,
        ),
      ),
      expect.stringMatching(
        new RegExp(`${id}\\.yaml:1: entry "${id}", the file name is the id, which must be`),
      ),
    ]);
  });
});
