/**
 * @jest-environment node
 *
 * Property-based tests of the content loader and check (content/yaml-file.ts, content/load.ts):
 * whatever a content file holds (hostile keys, aliases, huge strings, odd paths in image fields
 * and in free text, broken YAML), reading the site never throws, every problem names a file and
 * a line, and no image path the check looks at or hands on resolves outside public/.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import fc from 'fast-check';
import { parse, stringify } from 'yaml';
import { isEntryId } from '@/content/fields/entry-id';
import { isImagePath } from '@/content/fields/image-file';
import { imageFields } from '@/content/images';
import { readSite } from '@/content/load';
import { fixtureCopy } from '../tests/support/content/fixture-content';

const product = 'products/colour-mfp-c3030.yaml';
const publicDir = resolve('/srv/project/public');
const insidePublic = (src: string) => {
  const rel = relative(publicDir, resolve(publicDir, `.${src.startsWith('/') ? '' : '/'}${src}`));
  // "...jpg" is a file name inside public/; only ".." itself or "../…" leaves it.
  return rel !== '' && rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
};

let site: ReturnType<typeof fixtureCopy>;
let pristine: string;
beforeAll(() => {
  // The fixture cut down to what the product needs (company, its category), so a run is cheap.
  site = fixtureCopy();
  for (const folder of ['offers', 'partners', 'services', 'service-topics', 'slides', 'news'])
    for (const name of readdirSync(join(site.root, folder)))
      rmSync(join(site.root, folder, name), { force: true });
  rmSync(join(site.root, 'categories/supplies.yaml'));
  for (const name of readdirSync(join(site.root, 'products')))
    if (`products/${name}` !== product) rmSync(join(site.root, 'products', name));
  pristine = readFileSync(join(site.root, product), 'utf8');
  expect(site.read().problems).toEqual([]);
});
afterAll(() => site.remove());

/** Paths a dealer, a tool or an attacker might write, with every traversal form. */
const oddPath = fc.oneof(
  fc.constantFrom(
    '/uploads/../../../victim/keep-me.jpg',
    '/uploads/%2e%2e/%2e%2e/%2e%2e/victim/x.jpg',
    '/uploads/..%2F..%2F..%2Fvictim%2Fx.jpg',
    '/uploads/%252e%252e/x.png',
    '/uploads/./a.jpg',
    '/uploads//a.jpg',
    '/..',
    '/uploads/..\\..\\x.webp',
    '/images/products/mfp-1.svg',
    '/uploads/products/front.jpg',
  ),
  fc
    .array(fc.constantFrom('uploads', 'images', '..', '.', '%2e%2e', '%2F', '', 'a', 'ფოტო', '%'), {
      maxLength: 6,
    })
    .chain((parts) =>
      fc
        .constantFrom('.jpg', '.png', '.svg', '.webp', '')
        .map((ext) => `/${parts.join('/')}${ext}`),
    ),
);

/** Keys a file may use that are also names on every JavaScript object. */
const hostileKey = fc.constantFrom(
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'prototype',
  'ka',
  'en',
  'src',
  'images',
);

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  oddPath,
  oddPath.map((path) => `Photo at ${path} in free text`),
  fc.constantFrom('a'.repeat(10_001), 'ბ'.repeat(20_000)),
);

const value = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.oneof(hostileKey, fc.string({ maxLength: 8 })), tie('value'), {
      maxKeys: 3,
    }),
  ),
})).value;

/** Where in a valid product file a generated value goes. */
const spot = fc.constantFrom<(string | number)[]>(
  ['ka', 'images', 0, 'src'],
  ['en', 'images', 0, 'src'],
  ['ka', 'images', 1],
  ['ka', 'description'],
  ['en', 'description'],
  ['ka', 'id'],
  ['ka', 'specifications', 0],
  ['en'],
  ['ka'],
  [],
);

/** A valid product with one change: a value at a spot, a hostile key, a comment, an alias. */
const mutatedProduct = fc
  .record({
    spot,
    value,
    key: fc.option(hostileKey, { nil: undefined }),
    comment: fc.option(oddPath, { nil: undefined }),
    sameImageBothBlocks: fc.boolean(),
  })
  .map(({ spot: path, value: v, key, comment, sameImageBothBlocks }) => {
    const blocks = parse(pristine) as Record<string, unknown>;
    const at = key ? [...path, key] : path;
    setIn(blocks, at, v);
    if (sameImageBothBlocks && typeof v === 'string' && path[1] === 'images') {
      setIn(blocks, ['ka', 'images', 0, 'src'], v);
      setIn(blocks, ['en', 'images', 0, 'src'], v);
    }
    const body = stringify(blocks);
    return comment ? `# ${comment}\n${body}` : body;
  });

function setIn(target: unknown, path: (string | number)[], v: unknown) {
  if (path.length === 0) return;
  let node = target as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) {
    const next = Object.hasOwn(node, key) ? node[key] : undefined;
    if (typeof next !== 'object' || next === null) return;
    node = next as Record<string | number, unknown>;
  }
  Object.defineProperty(node, path.at(-1)!, { value: v, enumerable: true, writable: true });
}

/** YAML-ish text made of the tokens that break parsers: anchors, aliases, tags, flow, keys. */
const yamlishText = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        'ka:',
        'en:',
        '\n',
        '\n  ',
        '- ',
        ': ',
        '&a ',
        '*a',
        '*b',
        '[',
        ']',
        '{',
        '}',
        ', ',
        '!!binary ',
        '!!set ',
        '!js ',
        '"',
        "'",
        '# ',
        '---\n',
        '? ',
        '<<: ',
        '\t',
      ),
      hostileKey,
      oddPath,
    ),
    { maxLength: 40 },
  )
  .map((tokens) => tokens.join(''));

/** An alias bomb of a generated depth and width, sometimes under ka:. */
const aliasBomb = fc
  .record({ depth: fc.integer({ min: 1, max: 9 }), width: fc.integer({ min: 1, max: 9 }) })
  .map(({ depth, width }) => {
    const lines = ['l0: &l0 [lol]'];
    for (let i = 1; i <= depth; i++)
      lines.push(
        `l${i}: &l${i} [${Array(width)
          .fill(`*l${i - 1}`)
          .join(', ')}]`,
      );
    return `${lines.join('\n')}\nka: *l${depth}\n`;
  });

/** A valid product whose image (in both blocks, as the editor writes it) and text hold odd paths. */
const imageFieldProduct = fc
  .record({ index: fc.integer({ min: 0, max: 2 }), src: oddPath, inText: oddPath })
  .map(({ index, src, inText }) => {
    const blocks = parse(pristine) as Record<string, Record<string, unknown>>;
    for (const block of ['ka', 'en'])
      (blocks[block]!.images as { src: string }[])[index]!.src = src;
    blocks.en!.description = `Photo at ${inText}`;
    return `# ${inText}\n${stringify(blocks)}`;
  });

const fileText = fc.oneof(imageFieldProduct, mutatedProduct, yamlishText, aliasBomb);

/** Reads the site with the file in place, recording every path the image check looked at. */
function check(textOfFile: string, name = 'colour-mfp-c3030.yaml') {
  const file = join(site.root, 'products', name);
  if (name !== 'colour-mfp-c3030.yaml') writeFileSync(join(site.root, product), pristine);
  writeFileSync(file, textOfFile);
  const looked: string[] = [];
  try {
    const result = readSite(site.root, (src) => {
      looked.push(src);
      return true;
    });
    return { ...result, looked };
  } finally {
    if (name !== 'colour-mfp-c3030.yaml') rmSync(file, { force: true });
    writeFileSync(join(site.root, product), pristine);
  }
}

function expectSafe({ content, problems, looked }: ReturnType<typeof check>) {
  for (const problem of problems) {
    expect(problem.file).toEqual(expect.stringMatching(/\S/));
    expect(Number.isInteger(problem.line) && problem.line! >= 1).toBe(true);
    expect(problem.message).toEqual(expect.stringMatching(/\S/));
  }
  expect(looked.filter((src) => !insidePublic(src))).toEqual([]);
  if (content)
    for (const { src } of imageFields(content))
      expect([src, isImagePath(src)]).toEqual([src, true]);
  expect(Boolean(content) !== problems.length > 0).toBe(true);
}

describe('content loader and check (property-based)', () => {
  it('never throws, names file and line of every problem, never looks outside public/', () => {
    fc.assert(
      fc.property(fileText, (generated) => expectSafe(check(generated))),
      { numRuns: 60 },
    );
  });

  it('holds for odd file names too (.yml, upper case, escapes, too long)', () => {
    const name = fc
      .tuple(
        fc.oneof(
          fc.constantFrom('Toner_T30K', '%2e%2e', 'x'.repeat(81), 'ok-id', '.hidden', 'a..b'),
          fc.string({
            unit: fc.constantFrom('a', 'B', '-', '_', '.', '%', '1'),
            minLength: 1,
            maxLength: 12,
          }),
        ),
        fc.constantFrom('.yaml', '.yml', '.YAML', '.json'),
      )
      .map(([base, ext]) => `${base}${ext}`);
    fc.assert(
      fc.property(name, fileText, (fileName, generated) => {
        const result = check(generated, fileName);
        expectSafe(result);
        const base = fileName.replace(/\.ya?ml$/i, '');
        const misnamed = !fileName.endsWith('.yaml') || !isEntryId(base);
        if (/\.ya?ml$/i.test(fileName) && misnamed)
          expect(result.problems.length).toBeGreaterThan(0);
      }),
      { numRuns: 30 },
    );
  });
});
