/** Where the export is mounted on the CDN; every URL the site renders starts with it. */
export const basePath = '/gps-app';

/** Absolute origin used for canonical URLs and the sitemap; ops set SITE_ORIGIN at build. */
export const siteOrigin = (process.env.SITE_ORIGIN ?? 'https://www.example.com').replace(
  /\/+$/,
  '',
);

/** Prefix a public/ asset path with the base path (next/image with unoptimized does not). */
export function assetPath(path: string): string {
  return `${basePath}${path.startsWith('/') ? path : `/${path}`}`;
}
