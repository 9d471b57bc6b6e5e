// Module stand-ins for tests that render an island with the props its real server-side builder
// makes: `jest.mock('next-intl/server', () => jest.requireActual('../island-props-mocks').englishServerIntl)`.
import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import { failOnIntlError } from '@/i18n/intl-errors';
import { loadSite } from '@/content/load';
import { fixtureRoot } from '../content/fixture-content';

/** next-intl/server with the English messages; a missing key fails the test. */
export const englishServerIntl = {
  getTranslations: async ({ namespace }: { namespace: string }) =>
    createTranslator({ locale: 'en', messages: en, namespace, onError: failOnIntlError } as never),
};

/** @/content as the fixture catalogue, not the live one the dealer edits. */
export function fixtureContentModule() {
  return { content: loadSite(fixtureRoot, () => true) };
}

/**
 * @/styles/controls.css with its recipes as functions: next/jest maps every `*.css` import to
 * an empty object, so `actionLink()` would throw where `styles.x` is merely undefined.
 */
export const controlRecipesModule = { actionLink: () => '', dotButton: () => '' };
