import type { PictureData, RasterFormat, TransformPicture, VariantPicture } from './types';
import { usefulWidths, widestSlot } from './widest-slot';

/** Whether a photo is resized by a media library on request rather than by the local build. */
export const isTransformed = (picture: PictureData): picture is TransformPicture =>
  'url' in picture;

export interface PictureSources {
  /** In preference order; the browser takes the first type it supports. */
  sources: { type: 'image/avif'; srcSet: string }[];
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

/** A media library's URLs: one srcset in the format the service negotiates. */
function transformSources({ url, widths: all }: TransformPicture, widest: number): PictureSources {
  const widths = usefulWidths(all, widest);
  const at = ([before, after]: [string, string], width: number) => `${before}${width}${after}`;
  const set = (parts: [string, string]) => widths.map((w) => `${at(parts, w)} ${w}w`).join(', ');
  return {
    sources: [],
    src: at(url, middleWidth(widths)),
    srcSet: set(url),
    largest: at(url, all.at(-1) ?? middleWidth(all)),
  };
}

/** With `sizes`, only the widths that slot can use (widest-slot.ts); `largest` is the widest. */
export function pictureSources(picture: PictureData, sizes?: string): PictureSources {
  const widest = sizes === undefined ? Infinity : widestSlot(sizes);
  if (isTransformed(picture)) return transformSources(picture, widest);
  const { widths, fallback } = picture;
  const shown = (list: number[]) => usefulWidths(list, widest);
  // No WebP: scripts/images/plan.mjs outputFormats says why.
  const avif = srcSet(picture, shown(widths.avif), 'avif');
  const sources = avif ? [{ type: 'image/avif' as const, srcSet: avif }] : [];
  const largest = widths.fallback.at(-1) ?? middleWidth(widths.fallback);
  return {
    sources,
    src: variantUrl(picture.base, middleWidth(shown(widths.fallback)), fallback),
    srcSet: srcSet(picture, shown(widths.fallback), fallback),
    largest: variantUrl(picture.base, largest, fallback),
  };
}
