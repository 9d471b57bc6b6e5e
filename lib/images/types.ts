/** The manifest scripts/images/build-images.mjs writes (public/_img/manifest.json). */
export type RasterFormat = 'avif' | 'webp' | 'jpeg' | 'png';
export type FallbackFormat = 'jpeg' | 'png';

export interface ManifestVariant {
  width: number;
  height: number;
  /** Site path without the base path, e.g. /_img/uploads/a.3f2a9c1b7d-800.avif */
  url: string;
  bytes: number;
}

export interface ManifestEntry {
  /** The original's size, EXIF orientation applied. */
  width: number;
  height: number;
  /** Every variant's url is `${base}-${width}.${extension}`. */
  base: string;
  fallback: FallbackFormat;
  formats: Partial<Record<RasterFormat, ManifestVariant[]>>;
}

export interface ImageManifest {
  version: number;
  /** Keyed by the path as content writes it, e.g. /uploads/products/a.jpg */
  images: Record<string, ManifestEntry>;
}

/**
 * What a <picture> needs, compact enough to travel in catalogue JSON and client props: URLs are
 * rebuilt from `base` (base path included) and the widths of each format.
 */
export interface PictureData {
  width: number;
  height: number;
  base: string;
  fallback: FallbackFormat;
  widths: { avif: number[]; webp: number[]; fallback: number[] };
}

/** An image as server code hands it to a component or client island. */
export interface ImageView {
  /** What a plain <img> shows: the SVG itself, or a raster's default fallback variant. */
  src: string;
  alt: string;
  /** Present for raster photos with variants; null for SVG (shown as is). */
  picture: PictureData | null;
}
