import type { ImageManifest, PictureData, RasterFormat } from './types';

/** The compact picture data of a manifest entry, URLs prefixed with `prefix` (the base path). */
export function pictureData(
  src: string,
  manifest: ImageManifest,
  prefix: string,
): PictureData | null {
  const entry = manifest.images[src];
  if (!entry) return null;
  const widths = (format: RasterFormat) => (entry.formats[format] ?? []).map((v) => v.width);
  return {
    width: entry.width,
    height: entry.height,
    base: `${prefix}${entry.base}`,
    fallback: entry.fallback,
    widths: { avif: widths('avif'), webp: widths('webp'), fallback: widths(entry.fallback) },
  };
}

export interface PictureSources {
  /** In preference order; the browser takes the first type it supports. */
  sources: { type: 'image/avif' | 'image/webp'; srcSet: string }[];
  /** The <img> fallback: a middle width for browsers without srcset, and its srcset. */
  src: string;
  srcSet: string;
  /** The widest fallback variant (the gallery's zoom view). */
  largest: string;
}

/** Width of the fallback <img src>: enough for a phone at 2x, never the largest file. */
const defaultWidth = 800;

/** Same naming as scripts/images/plan.mjs: `${base}-${width}.${extension}`. */
function variantUrl(base: string, width: number, format: RasterFormat): string {
  return `${base}-${width}.${format === 'jpeg' ? 'jpg' : format}`;
}

function srcSet(picture: PictureData, widths: number[], format: RasterFormat): string {
  return widths.map((w) => `${variantUrl(picture.base, w, format)} ${w}w`).join(', ');
}

/** The <source> and <img> attributes of a picture; pure, shared by server and client code. */
export function pictureSources(picture: PictureData): PictureSources {
  const { widths, fallback } = picture;
  const sources = [
    { type: 'image/avif' as const, srcSet: srcSet(picture, widths.avif, 'avif') },
    { type: 'image/webp' as const, srcSet: srcSet(picture, widths.webp, 'webp') },
  ].filter((source) => source.srcSet !== '');
  const middle = widths.fallback.find((w) => w >= defaultWidth) ?? widths.fallback.at(-1) ?? 0;
  const largest = widths.fallback.at(-1) ?? middle;
  return {
    sources,
    src: variantUrl(picture.base, middle, fallback),
    srcSet: srcSet(picture, widths.fallback, fallback),
    largest: variantUrl(picture.base, largest, fallback),
  };
}
