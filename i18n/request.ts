// Loads a whole message catalogue: islands get their labels as props, never a catalogue.
import 'server-only';
import { getRequestConfig } from 'next-intl/server';
import { failOnIntlError } from './intl-errors';
import { hasLocale, routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  // The bare root (/gps-app/) has no locale segment and renders the default language.
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: (await import(`../messages/${locale}.json`)).default,
    onError: failOnIntlError,
  };
});
