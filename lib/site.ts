import { basePath, siteOriginFrom } from '../site.config.mjs';

export { basePath };

/** Absolute origin used for canonical URLs and the sitemap; ops set SITE_ORIGIN at build. */
// Named, not the whole process.env: the bundler inlines this variable at build time.
export const siteOrigin = siteOriginFrom({ SITE_ORIGIN: process.env.SITE_ORIGIN });

/** Prefix a public/ asset path with the base path (next/image with unoptimized does not). */
export function assetPath(path: string): string {
  return `${basePath}${path.startsWith('/') ? path : `/${path}`}`;
}
