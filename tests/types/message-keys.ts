/**
 * Checked by `tsc` in `npm test` (never run): each `@ts-expect-error` below fails the type-check
 * if the typed messages stop rejecting the mistake under it. Imports 'next-intl/server' only,
 * like every server component, which is where the old augmentation silently did not apply.
 */
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';

export async function typedMessageKeys(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'Footer' });
  // @ts-expect-error a key that messages/en.json does not have
  t('quickLinkz');
  // @ts-expect-error a namespace that messages/en.json does not have
  await getTranslations({ locale, namespace: 'Foooter' });
  return t('quickLinks');
}
