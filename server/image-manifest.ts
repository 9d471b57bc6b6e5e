import 'server-only';
// Server only (reads the file system while pages render): never import from a client component;
// islands get ImageView props built with imageView().
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { assetPath, basePath } from '@/lib/site';
import { isRaster } from '@/content/fields/image-file';
import { pictureData, pictureSources } from '@/lib/images/picture';
import type { ImageManifest, ImageView, PictureData } from '@/lib/images/types';

const empty: ImageManifest = { version: 1, images: {} };
let loaded: { file: string; mtimeMs: number; manifest: ImageManifest } | null = null;

function manifestFile(): string {
  return process.env.IMAGE_MANIFEST ?? join(process.cwd(), 'public/_img/manifest.json');
}

/** The manifest of the last image build; empty when none ran (a dev server before any build). */
export function imageManifest(): ImageManifest {
  const file = manifestFile();
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return empty;
  }
  if (loaded?.file !== file || loaded.mtimeMs !== mtimeMs)
    loaded = { file, mtimeMs, manifest: JSON.parse(readFileSync(file, 'utf8')) as ImageManifest };
  return loaded.manifest;
}

/**
 * The picture of a content image: null for SVG. A raster without variants would ship the
 * multi-megabyte original, so a production build stops instead; in development the original
 * is shown.
 */
export function pictureFor(src: string): PictureData | null {
  if (!isRaster(src)) return null;
  const picture = pictureData(src, imageManifest(), basePath);
  if (!picture && process.env.NODE_ENV === 'production')
    throw new Error(
      `${src} has no responsive variants: run node scripts/images/build-images.mjs (npm run build does) and check that content refers to it`,
    );
  return picture;
}

/** Image data for a component or a client island. */
export function imageView(src: string, alt: string): ImageView {
  const picture = pictureFor(src);
  return { src: picture ? pictureSources(picture).src : assetPath(src), alt, picture };
}

/**
 * The path (without base path) to publish for an image outside a <picture>, such as JSON-LD:
 * the widest fallback variant of a raster photo, never its original, which is not exported.
 */
export function publishedImagePath(src: string): string {
  const entry = isRaster(src) ? imageManifest().images[src] : undefined;
  const widest = entry?.formats[entry.fallback]?.at(-1);
  return widest ? widest.url : src;
}

/**
 * A small published file for a thumbnail (search results): the narrowest fallback variant of a
 * raster photo, the image itself for SVG. Never the original, which is not exported.
 */
export function thumbnailPath(src: string): string {
  const entry = isRaster(src) ? imageManifest().images[src] : undefined;
  const narrowest = entry?.formats[entry.fallback]?.[0];
  return assetPath(narrowest ? narrowest.url : src);
}
