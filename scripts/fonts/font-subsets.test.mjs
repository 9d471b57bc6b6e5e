/** @jest-environment node */
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import subsetFont from 'subset-font';
import { coversAny, parseUnicodeRange } from './font-subsets.mjs';
import { fontModuleSource } from './font-module.mjs';
import { fontSubsets, rangeText, weightRange } from './font-subsets.mjs';
import { mappedCodePoints } from '../../tests/support/scripts/fonts/cmap.mjs';

const root = resolve(__dirname, '../..');
const require = createRequire(join(root, 'package.json'));
const subset = (name) => fontSubsets.find((s) => s.name === name);

/** Every character the site's text can show: messages and the dealer's content files. */
function siteCharacters() {
  const files = (dir) =>
    readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(json|ya?ml|md|csv)$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name));
  const text = [...files('messages'), ...files('content')]
    .map((file) => readFileSync(file, 'utf8'))
    .join('');
  return [...new Set(text)];
}

/** The code points the cut face really has glyphs for. */
async function cutFaceCodePoints(name) {
  const { source, unicodeRange } = subset(name);
  const sfnt = await subsetFont(readFileSync(require.resolve(source)), rangeText(unicodeRange), {
    targetFormat: 'sfnt',
    variationAxes: { wght: weightRange },
  });
  return mappedCodePoints(sfnt);
}

describe('rangeText', () => {
  it('lists every character of each range', () => {
    expect(rangeText('U+0041-0043,U+20BE')).toBe('ABC₾');
  });
});

describe('styles/fonts.ts', () => {
  const source = readFileSync(join(root, 'styles/fonts.ts'), 'utf8');
  const calls = source.split('localFont(').slice(1);

  it('is the module generated from the list (a hand edit would be overwritten at the next build)', () => {
    expect(source).toBe(fontModuleSource());
  });

  it.each(fontSubsets.map((s) => [s.name, s]))(
    'declares the %s face with the cut file, its unicode-range, weights and preload',
    (_name, { file, unicodeRange, preload }) => {
      const call = calls.find((c) => c.includes(`'./fonts/${file}'`));
      expect(call).toBeDefined();
      expect(call).toContain(`value: '${unicodeRange}'`);
      expect(call).toContain(`weight: '${weightRange.min} ${weightRange.max}'`);
      expect(call).toContain(`preload: ${preload}`);
    },
  );

  it('quotes a value that holds a quote or a backslash so the module still parses', () => {
    const [odd] = fontSubsets;
    const text = fontModuleSource([{ ...odd, variable: "--it's\\" }]);
    expect(text).toContain("variable: '--it\\'s\\\\'");
  });
});

describe('font subsets cover the site text', () => {
  const characters = siteCharacters();
  const georgianBlocks = parseUnicodeRange('U+10A0-10FF,U+1C90-1CBF,U+2D00-2D2F');
  const latinLike = parseUnicodeRange('U+0020-024F,U+2000-206F,U+20A0-20CF');

  it('keeps every Georgian letter the messages and content use', async () => {
    const georgian = characters.filter((c) => coversAny(georgianBlocks, c));
    expect(georgian.length).toBeGreaterThan(20);
    const glyphs = await cutFaceCodePoints('georgian');
    expect(georgian.filter((c) => !glyphs.has(c.codePointAt(0)))).toEqual([]);
  });

  it('keeps every Latin letter, digit and punctuation mark they use, and the lari sign', async () => {
    const latinGlyphs = await cutFaceCodePoints('latin');
    const lariGlyphs = await cutFaceCodePoints('lari');
    const missing = characters
      .filter((c) => coversAny(latinLike, c) && c.trim() !== '')
      .filter((c) => !latinGlyphs.has(c.codePointAt(0)) && !lariGlyphs.has(c.codePointAt(0)));
    expect(missing).toEqual([]);
    expect(lariGlyphs.has(0x20be)).toBe(true);
  });
});
