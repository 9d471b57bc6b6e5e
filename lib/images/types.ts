import type { ImageService } from './transform-url';

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

/** A photo a media library resizes on request: no variant files. */
export interface TransformEntry {
  /** Not known without fetching it: pages lay it out at 4:3 (scripts/images/transform.mjs). */
  width: number;
  height: number;
  service: ImageService;
  /** The widths pages offer (scripts/images/plan.mjs planWidths of the standard ones). */
  widths: number[];
}

export interface ImageManifest {
  version: number;
  /** Origins of the media libraries the content uses (the pages' CSP img-src adds them). */
  mediaOrigins?: string[];
  /** Keyed by the path or URL as content writes it, e.g. /uploads/products/a.jpg */
  images: Record<string, ManifestEntry | TransformEntry>;
}

/** Compact for catalogue JSON and client props: URLs rebuilt from `base` and widths. */
export interface VariantPicture {
  width: number;
  height: number;
  base: string;
  fallback: FallbackFormat;
  widths: { avif: number[]; fallback: number[] };
}

/** URL at width w is `${url[0]}${w}${url[1]}` (from lib/images/transform-url.ts). */
export interface TransformPicture {
  width: number;
  height: number;
  widths: number[];
  url: [string, string];
}

export type PictureData = VariantPicture | TransformPicture;

/** An image as server code hands it to a component or client island. */
export interface ImageView {
  /** What a plain <img> shows: the SVG itself, or a raster's default fallback variant. */
  src: string;
  alt: string;
  /** Present for raster photos with variants; null for SVG (shown as is). */
  picture: PictureData | null;
}
