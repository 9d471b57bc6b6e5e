import { routing, type Locale } from '@/i18n/routing';
import { pageHref } from './page-href';
import { assetPath } from './site';
import { siteOrigin } from './site-origin';

/** Absolute URL of a site path in one language, e.g. https://…/gps-app/en/catalog/. */
export function absoluteUrl(locale: Locale, path: string): string {
  return `${siteOrigin}${pageHref(locale, path)}`;
}

/** Absolute URL of a file in public/. */
export function absoluteAsset(path: string): string {
  return `${siteOrigin}${assetPath(path)}`;
}

/** The hreflang alternates of a page: each language, and x-default (the default language). */
export function languageAlternates(path: string): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of routing.locales) languages[locale] = absoluteUrl(locale, path);
  languages['x-default'] = absoluteUrl(routing.defaultLocale, path);
  return languages;
}
