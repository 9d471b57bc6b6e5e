import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from '../site.config.mjs';

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'always',
  // A static export has no middleware; the root page picks the language in the browser.
  localeDetection: false,
  localeCookie: false,
});

export type Locale = (typeof routing.locales)[number];

// next-intl's hasLocale, taken from its core package: next-intl's index also names its client
// provider, and a server module importing that index adds the provider to every page's
// JavaScript (1.4 kB gzip).
export { hasLocale } from 'use-intl/core';

/** Params for every [locale] segment, shared by layouts and pages. */
export function localeParams(): { locale: Locale }[] {
  return routing.locales.map((locale) => ({ locale }));
}
