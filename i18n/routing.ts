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

/** Params for every [locale] segment, shared by layouts and pages. */
export function localeParams(): { locale: Locale }[] {
  return routing.locales.map((locale) => ({ locale }));
}
