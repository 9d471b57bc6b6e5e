import 'server-only';
// Server only (reads the file system): islands get ImageView props built with imageView().
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { assetPath, basePath } from '@/lib/site';
import { siteOrigin } from '@/lib/site-origin';
import { isMediaUrl, isRaster } from '@/content/fields/image-file';
import { pictureSources } from '@/lib/images/picture';
import { pictureData } from '@/lib/images/picture-data';
import type { ImageManifest, ImageView, PictureData } from '@/lib/images/types';

const empty: ImageManifest = { version: 1, images: {} };
let loaded: { file: string; mtimeMs: number; manifest: ImageManifest } | null = null;

/** The manifest of the last image build; empty when none ran (a dev server before any build). */
export function imageManifest(): ImageManifest {
  const file = process.env.IMAGE_MANIFEST ?? join(process.cwd(), 'public/_img/manifest.json');
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

/** A photo: a raster file of the export, or a media library URL. */
const isPhoto = (src: string) => isRaster(src) || isMediaUrl(src);
const variants = (src: string) =>
  isPhoto(src) ? pictureData(src, imageManifest(), basePath) : null;

/** Null for SVG. A production build stops rather than ship a raster without variants. */
export function pictureFor(src: string): PictureData | null {
  if (!isPhoto(src)) return null;
  const picture = variants(src);
  if (!picture && process.env.NODE_ENV === 'production')
    throw new Error(
      `${src} has no responsive variants: run node scripts/images/build-images.mjs (npm run build does) and check that content refers to it`,
    );
  return picture;
}

/** The URL of a photo as it is shown (base path included), or the image itself for SVG. */
const shownUrl = (src: string) => (isMediaUrl(src) ? src : assetPath(src));

/** Image data for a component or a client island. */
export function imageView(src: string, alt: string): ImageView {
  const picture = pictureFor(src);
  return { src: picture ? pictureSources(picture).src : shownUrl(src), alt, picture };
}

/** For JSON-LD and the like: the widest published variant, never an original the export omits. */
export function publishedImageUrl(src: string): string {
  const picture = variants(src);
  const url = picture ? pictureSources(picture).largest : shownUrl(src);
  return url.startsWith('/') ? `${siteOrigin}${url}` : url;
}

/** The narrowest published variant (the image itself for SVG), never the original. */
export function thumbnailPath(src: string): string {
  const picture = variants(src);
  if (!picture) return shownUrl(src);
  const sources = pictureSources(picture);
  return sources.srcSet.split(' ')[0] ?? sources.src;
}
