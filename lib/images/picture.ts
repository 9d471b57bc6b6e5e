import { negotiatesFormat, transformUrl } from './transform-url';
import type {
  ImageManifest,
  PictureData,
  RasterFormat,
  TransformPicture,
  VariantPicture,
} from './types';

/** Whether a photo is resized by a service on request rather than by the local build. */
export const isTransformed = (picture: PictureData): picture is TransformPicture =>
  'service' in picture;

/** The compact picture data of a manifest entry, URLs prefixed with `prefix` (the base path). */
export function pictureData(
  src: string,
  manifest: ImageManifest,
  prefix: string,
): PictureData | null {
  const entry = manifest.images[src];
  if (!entry) return null;
  if ('service' in entry) {
    const { width, height, service, widths } = entry;
    // A media library's URL stays absolute; a file of the export gets the base path.
    const original = src.startsWith('/') ? `${prefix}${src}` : src;
    return { width, height, service, original, widths };
  }
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

function srcSet(picture: VariantPicture, widths: number[], format: RasterFormat): string {
  return widths.map((w) => `${variantUrl(picture.base, w, format)} ${w}w`).join(', ');
}

/** The fallback <img src> width of a list of widths, ascending. */
const middleWidth = (widths: number[]) =>
  widths.find((w) => w >= defaultWidth) ?? widths.at(-1) ?? 0;

/**
 * A service's URLs: one srcset in the format the service negotiates, plus (for Netlify, which
 * prefers WebP when left to choose) an AVIF source first.
 */
function transformSources(picture: TransformPicture): PictureSources {
  const { service, original, widths } = picture;
  const set = (format: 'auto' | 'avif') =>
    widths.map((w) => `${transformUrl(service, original, w, format)} ${w}w`).join(', ');
  const url = (width: number) => transformUrl(service, original, width);
  return {
    sources: negotiatesFormat(service) ? [] : [{ type: 'image/avif', srcSet: set('avif') }],
    src: url(middleWidth(widths)),
    srcSet: set('auto'),
    largest: url(widths.at(-1) ?? middleWidth(widths)),
  };
}

/** The <source> and <img> attributes of a picture; pure, shared by server and client code. */
export function pictureSources(picture: PictureData): PictureSources {
  if (isTransformed(picture)) return transformSources(picture);
  const { widths, fallback } = picture;
  const sources = [
    { type: 'image/avif' as const, srcSet: srcSet(picture, widths.avif, 'avif') },
    { type: 'image/webp' as const, srcSet: srcSet(picture, widths.webp, 'webp') },
  ].filter((source) => source.srcSet !== '');
  const middle = middleWidth(widths.fallback);
  const largest = widths.fallback.at(-1) ?? middle;
  return {
    sources,
    src: variantUrl(picture.base, middle, fallback),
    srcSet: srcSet(picture, widths.fallback, fallback),
    largest: variantUrl(picture.base, largest, fallback),
  };
}
