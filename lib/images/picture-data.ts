import { transformParts } from './transform-url';
import type { ImageManifest, PictureData, RasterFormat } from './types';

/** Server side, so the browser bundle holds no URL rules. */
export function pictureData(
  src: string,
  manifest: ImageManifest,
  prefix: string,
): PictureData | null {
  const entry = manifest.images[src];
  if (!entry) return null;
  if ('service' in entry) {
    const { width, height, service, widths } = entry;
    return { width, height, widths, url: transformParts(service, src) };
  }
  const widths = (format: RasterFormat) => (entry.formats[format] ?? []).map((v) => v.width);
  return {
    width: entry.width,
    height: entry.height,
    base: `${prefix}${entry.base}`,
    fallback: entry.fallback,
    widths: { avif: widths('avif'), fallback: widths(entry.fallback) },
  };
}
