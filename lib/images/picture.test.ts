import { pictureSources } from '@/lib/images/picture';
import { pictureData } from '@/lib/images/picture-data';
import {
  cloudinaryPhoto,
  libraryManifest,
  sampleManifest,
} from '../../tests/support/lib/images/fixtures';

const manifest = sampleManifest();

describe('pictureData', () => {
  it('is null for SVG and for paths the manifest does not know', () => {
    expect(pictureData('/images/products/mfp-1.svg', manifest, '/gps-app')).toBeNull();
    expect(pictureData('/uploads/other.jpg', manifest, '/gps-app')).toBeNull();
  });

  it("keeps the original's size, the base path and each format's widths", () => {
    expect(pictureData('/uploads/photo.jpg', manifest, '/gps-app')).toEqual({
      width: 2400,
      height: 1800,
      base: '/gps-app/_img/uploads/photo.0123456789',
      fallback: 'jpeg',
      widths: { avif: [320, 800, 1600], fallback: [320, 800, 1280] },
    });
  });
});

describe('pictureSources', () => {
  const urls = (srcSet: string) =>
    srcSet.split(', ').map((candidate) => candidate.split(' ')[0] ?? '');

  it('offers AVIF, then the JPEG <img>, each with every width', () => {
    const picture = pictureData('/uploads/photo.jpg', manifest, '/gps-app')!;
    const sources = pictureSources(picture);
    expect(sources.sources.map((s) => s.type)).toEqual(['image/avif']);
    expect(sources.sources[0]?.srcSet).toBe(
      '/gps-app/_img/uploads/photo.0123456789-320.avif 320w, ' +
        '/gps-app/_img/uploads/photo.0123456789-800.avif 800w, ' +
        '/gps-app/_img/uploads/photo.0123456789-1600.avif 1600w',
    );
    expect(sources.srcSet).toMatch(/-1280\.jpg 1280w$/);
    expect(sources.src).toBe('/gps-app/_img/uploads/photo.0123456789-800.jpg');
    expect(sources.largest).toBe('/gps-app/_img/uploads/photo.0123456789-1280.jpg');
  });

  it('points only at files the manifest lists (with the base path)', () => {
    for (const [src, entry] of Object.entries(manifest.images)) {
      const sources = pictureSources(pictureData(src, manifest, '/gps-app')!);
      if ('service' in entry) throw new Error('the sample manifest is a local one');
      const listed = new Set(
        Object.values(entry.formats).flatMap((vs) => vs.map((v) => `/gps-app${v.url}`)),
      );
      const used = [...sources.sources.map((s) => s.srcSet), sources.srcSet].flatMap(urls);
      expect(used.filter((url) => !listed.has(url))).toEqual([]);
      expect(listed.has(sources.src)).toBe(true);
    }
  });

  it('falls back to PNG for a transparent original, at its widest when under 800 px', () => {
    const sources = pictureSources(pictureData('/uploads/cutout.png', manifest, '')!);
    expect(urls(sources.srcSet)).toEqual([
      '/_img/uploads/cutout.abcdefabcd-320.png',
      '/_img/uploads/cutout.abcdefabcd-480.png',
    ]);
    expect(sources.src).toBe('/_img/uploads/cutout.abcdefabcd-480.png');
  });
});

describe('pictureSources of a media library photo', () => {
  const picture = pictureData(cloudinaryPhoto, libraryManifest(), '/gps-app')!;
  const at = (w: number) =>
    `https://res.cloudinary.com/demo/image/upload/c_limit,f_auto,q_auto,w_${w}/v1/gps/front.jpg`;

  it('asks the library for every width on its own host, the format left to it', () => {
    const sources = pictureSources(picture);
    expect(sources.sources).toEqual([]);
    expect(sources.srcSet).toBe(`${at(320)} 320w, ${at(800)} 800w, ${at(1600)} 1600w`);
    expect(sources.src).toBe(at(800));
    // The zoom view and the JSON-LD take the widest.
    expect(sources.largest).toBe(at(1600));
  });

  it('lists only the widths a slot can use; the zoom view still gets the widest', () => {
    // A 6rem thumbnail needs 192 px at 2x: the 320 px width alone.
    const thumbnail = pictureSources(picture, '6rem');
    expect(thumbnail.srcSet).toBe(`${at(320)} 320w`);
    expect(thumbnail.src).toBe(at(320));
    expect(thumbnail.largest).toBe(at(1600));
    // A 400 px slot needs 800 px at 2x; an unreadable one keeps every width.
    expect(pictureSources(picture, '400px').srcSet).toBe(`${at(320)} 320w, ${at(800)} 800w`);
    expect(pictureSources(picture, '100vw').srcSet).toMatch(/ 1600w$/);
  });
});

describe('pictureSources for a slot, local variants', () => {
  it('trims the AVIF and the JPEG lists alike, and the <img> src to a listed width', () => {
    const picture = pictureData('/uploads/photo.jpg', manifest, '/gps-app')!;
    const sources = pictureSources(picture, '5rem');
    expect(sources.sources[0]?.srcSet).toBe('/gps-app/_img/uploads/photo.0123456789-320.avif 320w');
    expect(sources.srcSet).toBe('/gps-app/_img/uploads/photo.0123456789-320.jpg 320w');
    expect(sources.src).toBe('/gps-app/_img/uploads/photo.0123456789-320.jpg');
    expect(sources.largest).toBe('/gps-app/_img/uploads/photo.0123456789-1280.jpg');
  });
});
