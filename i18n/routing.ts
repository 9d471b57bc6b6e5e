import { defineRouting } from 'next-intl/routing';

export const routing = defineRouting({
  locales: ['ka', 'en'],
  defaultLocale: 'ka',
  localePrefix: 'always',
  // A static export has no middleware; the root page picks the language in the browser.
  localeDetection: false,
  localeCookie: false,
});

export type Locale = (typeof routing.locales)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (routing.locales as readonly string[]).includes(value);
}

/** Params for every [locale] segment, shared by layouts and pages. */
export function localeParams(): { locale: Locale }[] {
  return routing.locales.map((locale) => ({ locale }));
}
