/** @jest-environment node */
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { imageManifest, imageView, pictureFor } from '@/server/image-manifest';
import { publishedImageUrl, thumbnailPath } from '@/server/image-manifest';
import {
  cloudinaryPhoto,
  libraryManifest,
  sampleManifest,
} from '../tests/support/lib/images/fixtures';

const env = process.env as Record<string, string | undefined>;
let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'manifest-'));
  file = join(dir, 'manifest.json');
  writeFileSync(file, JSON.stringify(sampleManifest()));
  env.IMAGE_MANIFEST = file;
});
afterEach(() => {
  delete env.IMAGE_MANIFEST;
  env.NODE_ENV = 'test';
  rmSync(dir, { recursive: true, force: true });
});

describe('imageManifest', () => {
  it('is empty before any image build, so a dev server still starts', () => {
    env.IMAGE_MANIFEST = join(dir, 'none.json');
    expect(imageManifest().images).toEqual({});
  });

  it('reads the manifest again after an image build rewrote it', () => {
    expect(Object.keys(imageManifest().images)).toHaveLength(2);
    writeFileSync(file, JSON.stringify({ version: 1, images: {} }));
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    expect(imageManifest().images).toEqual({});
  });
});

describe('imageView', () => {
  it('shows an SVG as it is, with the base path and no picture', () => {
    expect(imageView('/images/products/mfp-1.svg', 'Copier')).toEqual({
      src: '/gps-app/images/products/mfp-1.svg',
      alt: 'Copier',
      picture: null,
    });
  });

  it('shows a photo through its variants: the <img> src is a variant, never the original', () => {
    const view = imageView('/uploads/photo.jpg', 'Showroom');
    expect(view.src).toBe('/gps-app/_img/uploads/photo.0123456789-800.jpg');
    expect(view.picture).toMatchObject({ width: 2400, height: 1800, fallback: 'jpeg' });
    expect(JSON.stringify(view)).not.toContain('/uploads/photo.jpg');
  });
});

describe('pictureFor', () => {
  it('shows the original of an unknown photo in development only', () => {
    expect(pictureFor('/uploads/new.jpg')).toBeNull();
    env.NODE_ENV = 'production';
    expect(() => pictureFor('/uploads/new.jpg')).toThrow(
      /\/uploads\/new\.jpg has no responsive variants: run node scripts\/images\/build-images\.mjs/,
    );
    expect(pictureFor('/images/products/mfp-1.svg')).toBeNull();
  });
});

describe('publishedImageUrl', () => {
  it("names a photo's widest fallback variant (structured data), an SVG itself, absolute", () => {
    expect(publishedImageUrl('/uploads/photo.jpg')).toBe(
      'https://www.example.com/gps-app/_img/uploads/photo.0123456789-1280.jpg',
    );
    expect(publishedImageUrl('/uploads/cutout.png')).toBe(
      'https://www.example.com/gps-app/_img/uploads/cutout.abcdefabcd-480.png',
    );
    expect(publishedImageUrl('/images/products/mfp-1.svg')).toBe(
      'https://www.example.com/gps-app/images/products/mfp-1.svg',
    );
  });
});

describe('a Cloudinary photo', () => {
  beforeEach(() => writeFileSync(file, JSON.stringify(libraryManifest())));

  it("asks the media library for a library photo, in the library's own URL form", () => {
    expect(imageView(cloudinaryPhoto, 'Front').src).toBe(
      'https://res.cloudinary.com/demo/image/upload/c_limit,f_auto,q_auto,w_800/v1/gps/front.jpg',
    );
    expect(publishedImageUrl(cloudinaryPhoto)).toBe(
      'https://res.cloudinary.com/demo/image/upload/c_limit,f_auto,q_auto,w_1600/v1/gps/front.jpg',
    );
    expect(thumbnailPath(cloudinaryPhoto)).toBe(
      'https://res.cloudinary.com/demo/image/upload/c_limit,f_auto,q_auto,w_320/v1/gps/front.jpg',
    );
  });
});
