import type { Metadata } from 'next';
import { routing, type Locale } from '@/i18n/routing';
import { localizedPath } from './locale-path';
import { basePath, siteOrigin } from './site';

/** Absolute URL of a site path in one language, e.g. https://…/gps-app/en/catalog/. */
export function absoluteUrl(locale: Locale, path: string): string {
  return `${siteOrigin}${basePath}${localizedPath(locale, path)}`;
}

/** Title, description, canonical and hreflang alternates for one page. */
export function pageMetadata(
  locale: Locale,
  path: string,
  title: string,
  description: string,
): Metadata {
  const languages: Record<string, string> = {};
  for (const other of routing.locales) languages[other] = absoluteUrl(other, path);
  languages['x-default'] = absoluteUrl(routing.defaultLocale, path);
  return {
    title,
    description,
    alternates: { canonical: absoluteUrl(locale, path), languages },
  };
}
