/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { parse, stringify } from 'yaml';
import { changeOneProduct, exportFigures, withJpegComment } from './scale-project.mjs';
import { photoImage } from './synthetic-photos.mjs';
import { syntheticProducts } from './synthetic-catalogue.mjs';
import { toFile } from '@/content/bilingual';
import { productSchema } from '@/content/schema';

describe('withJpegComment', () => {
  it('makes other bytes with the same pixels, which any decoder still reads', async () => {
    const jpeg = await photoImage({ seed: 2, width: 64, height: 48 }).jpeg().toBuffer();
    const a = withJpegComment(jpeg, 'bench-printer-1-1');
    const b = withJpegComment(jpeg, 'bench-printer-2-1');
    expect(a.equals(b)).toBe(false);
    const pixels = (buffer) => sharp(buffer).raw().toBuffer();
    expect((await pixels(a)).equals(await pixels(jpeg))).toBe(true);
    expect((await pixels(b)).equals(await pixels(jpeg))).toBe(true);
  });

  it('refuses what is not a JPEG', () => {
    expect(() => withJpegComment(Buffer.from('GIF89a'), 'x')).toThrow('not a JPEG');
  });
});

describe('exportFigures', () => {
  it('counts files, bytes, the largest file and the fullest folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'export-figures-'));
    try {
      mkdirSync(join(dir, 'en/product/a'), { recursive: true });
      mkdirSync(join(dir, 'pagefind/fragment'), { recursive: true });
      writeFileSync(join(dir, 'en/product/a/index.html'), 'x'.repeat(100));
      writeFileSync(join(dir, 'en/product/a/index.txt'), 'x'.repeat(10));
      for (const n of [1, 2, 3])
        writeFileSync(join(dir, `pagefind/fragment/${n}.pf_fragment`), 'xx');
      const figures = exportFigures(dir);
      expect(figures).toMatchObject({
        files: 5,
        bytes: 116,
        largestFileBytes: 100,
        fullestFolder: 'pagefind/fragment',
        largestFolderFiles: 3,
        byKind: { html: 1, 'route payloads': 1, 'search index': 3 },
      });
      expect(figures.largestFile.file).toBe('en/product/a/index.html');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('changeOneProduct (the warm build)', () => {
  it("changes one synthetic product's English name and nothing else", () => {
    const dir = mkdtempSync(join(tmpdir(), 'change-one-'));
    try {
      mkdirSync(join(dir, 'content/products'), { recursive: true });
      // As bench/lib/synthetic-content.mjs writes them (its loader needs plain Node, not Jest).
      for (const product of syntheticProducts(2))
        writeFileSync(
          join(dir, 'content/products', `${product.id}.yaml`),
          stringify(toFile(productSchema, product), { lineWidth: 100 }),
        );
      const file = changeOneProduct(dir);
      const after = parse(readFileSync(file, 'utf8'));
      const [original] = syntheticProducts(1);
      expect(after.en.name).toBe(`${original.name.en} (changed)`);
      expect(after.ka.name).toBe(original.name.ka);
      expect(after.en.description).toBe(original.description.en);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
