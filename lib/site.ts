import { basePath, siteOriginFrom } from '../site.config.mjs';

export { basePath };

/** Absolute origin used for canonical URLs and the sitemap; ops set SITE_ORIGIN at build. */
export const siteOrigin = siteOriginFrom(process.env);

/** Prefix a public/ asset path with the base path (next/image with unoptimized does not). */
export function assetPath(path: string): string {
  return `${basePath}${path.startsWith('/') ? path : `/${path}`}`;
}
