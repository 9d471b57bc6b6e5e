import type { IntlError } from 'use-intl/core';

/**
 * next-intl's default logs a missing or malformed message and renders its key ("Footer.quickLinkz")
 * for visitors. Every page is rendered at build time, so throwing here stops the build instead,
 * naming the key and the language.
 */
export function failOnIntlError(error: IntlError): never {
  throw error;
}
