import { basePath } from '../site.config.mjs';

export { basePath };

/** Prefix a public/ asset path with the base path (next/image with unoptimized does not). */
export function assetPath(path: string): string {
  return `${basePath}${path.startsWith('/') ? path : `/${path}`}`;
}
