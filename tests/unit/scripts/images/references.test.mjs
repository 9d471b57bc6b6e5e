/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findImageReferences, rasterPathsIn } from '../../../../scripts/images/references.mjs';

describe('rasterPathsIn', () => {
  it('finds site paths to photos in TypeScript, YAML, JSON and Markdown text', () => {
    const text = [
      "src: '/uploads/products/a.jpg',",
      'src: /uploads/news/b.JPEG',
      '{"logo": "/images/partners/c.png"}',
      '![Showroom](/uploads/d.webp).',
    ].join('\n');
    expect(rasterPathsIn(text)).toEqual([
      '/uploads/products/a.jpg',
      '/uploads/news/b.JPEG',
      '/images/partners/c.png',
      '/uploads/d.webp',
    ]);
  });

  it('ignores SVG, external URLs, interpolated paths and other folders', () => {
    const text = [
      "'/images/products/mfp-1.svg'",
      'https://cdn.example.com/images/e.jpg',
      '`/images/products/${kind}-1.png`',
      '/images/f.png.svg',
      '/static/g.jpg',
    ].join('\n');
    expect(rasterPathsIn(text)).toEqual([]);
  });
});

describe('findImageReferences', () => {
  let dir;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'refs-'));
    mkdirSync(join(dir, 'content/products'), { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('lists each path once, sorted, with every file that mentions it', () => {
    writeFileSync(join(dir, 'content/products/b.yaml'), 'images:\n  - src: /uploads/z.jpg\n');
    writeFileSync(join(dir, 'content/products/a.yml'), 'images:\n  - src: /uploads/y.png\n');
    writeFileSync(join(dir, 'content/data.ts'), "export const x = ['/uploads/z.jpg'];\n");
    writeFileSync(join(dir, 'content/notes.txt'), '/uploads/ignored.jpg\n');
    const found = findImageReferences(join(dir, 'content'), dir);
    expect([...found.keys()]).toEqual(['/uploads/y.png', '/uploads/z.jpg']);
    expect(found.get('/uploads/z.jpg')).toEqual(['content/data.ts', 'content/products/b.yaml']);
  });
});
