import type { Locale } from '@/i18n/routing';
import { localizedPath } from './locale-path';
import { basePath, siteOrigin } from './site';

/** Absolute URL of a site path in one language, e.g. https://…/gps-app/en/catalog/. */
export function absoluteUrl(locale: Locale, path: string): string {
  return `${siteOrigin}${basePath}${localizedPath(locale, path)}`;
}

/** Absolute URL of a file in public/. */
export function absoluteAsset(path: string): string {
  return `${siteOrigin}${basePath}${path}`;
}
