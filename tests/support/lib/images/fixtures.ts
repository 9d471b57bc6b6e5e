import type { ImageManifest, ManifestVariant } from '@/lib/images/types';

const variants = (base: string, ext: string, widths: number[]): ManifestVariant[] =>
  widths.map((width) => ({
    width,
    height: (width * 3) / 4,
    url: `${base}-${width}.${ext}`,
    bytes: width * 10,
  }));

/** A manifest as scripts/images/build-images.mjs writes it: one photo and one cut-out PNG. */
export function sampleManifest(): ImageManifest {
  const photo = '/_img/uploads/photo.0123456789';
  const cutout = '/_img/uploads/cutout.abcdefabcd';
  return {
    version: 1,
    images: {
      '/uploads/photo.jpg': {
        width: 2400,
        height: 1800,
        base: photo,
        fallback: 'jpeg',
        formats: {
          avif: variants(photo, 'avif', [320, 800, 1600]),
          jpeg: variants(photo, 'jpg', [320, 800, 1280]),
        },
      },
      '/uploads/cutout.png': {
        width: 600,
        height: 450,
        base: cutout,
        fallback: 'png',
        formats: {
          avif: variants(cutout, 'avif', [320, 480, 600]),
          png: variants(cutout, 'png', [320, 480]),
        },
      },
    },
  };
}

export const cloudinaryPhoto = 'https://res.cloudinary.com/demo/image/upload/v1/gps/front.jpg';

/** A Cloudinary photo from the media library beside the local one (its widths, no variant). */
export function libraryManifest(): ImageManifest {
  const manifest = sampleManifest();
  return {
    ...manifest,
    mediaOrigins: ['https://res.cloudinary.com'],
    images: {
      ...manifest.images,
      [cloudinaryPhoto]: {
        width: 1600,
        height: 1200,
        service: 'cloudinary',
        widths: [320, 800, 1600],
      },
    },
  };
}
