import { compileMessage } from '@/server/compile-message';
import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { content } from '@/content';
import { defaultRetentionMonths } from '@/lib/requests';
import { textsByKey } from '@/lib/texts-by-key';
import { turnstileSiteKey } from '@/lib/turnstile';
import type { DeliveryLabels, DeliveryResultLabels, SpamLabels } from './DeliveryFooter';
import { contactTimeoutMs } from './postContact';
import { rejections } from './deliveryAnswer';
import type { PrivacyLabels } from './PrivacyNote';
import type { PhotoLabels } from './PhotoField';
import { maxPhotoMegabytes, maxPhotos, photoErrorCodes } from './photoRules';

// The text every form shares, translated on the server; each form's labels.ts adds its own.

/** How long the forms' messages are kept: said on every form, the Function's default. */
export const retentionMonths = defaultRetentionMonths;

/** What became of a send to the site's own endpoint, the same words in every form. */
async function loadDeliveryResultLabels(locale: Locale): Promise<DeliveryResultLabels> {
  const t = await getTranslations({ locale, namespace: 'FormDelivery' });
  return {
    received: compileMessage(t.raw('received') as string),
    limited: t('limited'),
    rejected: textsByKey(rejections, (k) => t(`rejected.${k}`)),
  };
}

/** The honeypot's label and Turnstile's site key (TURNSTILE_SITE_KEY at build, optional). */
export async function loadSpamLabels(locale: Locale): Promise<SpamLabels> {
  const t = await getTranslations({ locale, namespace: 'FormDelivery' });
  return { honeypot: t('honeypot'), turnstileSiteKey: turnstileSiteKey() };
}

/** The line every form ends with: what is kept, why, how long, whom to ask to delete it. */
export async function loadPrivacyLabels(locale: Locale): Promise<PrivacyLabels> {
  const t = await getTranslations({ locale, namespace: 'FormPrivacy' });
  return {
    locale,
    text: t('text', { months: retentionMonths, email: content.company.email }),
    link: t('link'),
  };
}

/**
 * A form's send button and its outcome. The button's other states and the other ways to send are
 * the contact form's words on every form; the button and what became of the send are the form's.
 */
export async function loadDeliveryLabels(
  locale: Locale,
  form: 'ContactForm' | 'QuoteForm' | 'ServiceRequestForm' | 'MeterReadingForm',
): Promise<DeliveryLabels> {
  const contact = await getTranslations({ locale, namespace: 'ContactForm' });
  const t = await getTranslations({ locale, namespace: form });
  return {
    ...textsByKey(['sending', 'retry', 'newTab'] as const, (k) => contact(k)),
    send: t('send'),
    status: {
      ...textsByKey(['sent', 'failed', 'composed'] as const, (k) => t(`status.${k}`)),
      timeout: t('status.timeout', { seconds: contactTimeoutMs / 1000 }),
    },
    alternatives: textsByKey(['email', 'whatsapp', 'telegram'] as const, (k) =>
      contact(`alternatives.${k}`),
    ),
    result: await loadDeliveryResultLabels(locale),
    spam: await loadSpamLabels(locale),
    privacy: await loadPrivacyLabels(locale),
  };
}

/** The photo field of the service request and the meter reading (FormPhotos). */
export async function loadPhotoLabels(locale: Locale): Promise<PhotoLabels> {
  const t = await getTranslations({ locale, namespace: 'FormPhotos' });
  // {name} and {size} are filled in the browser: they pass through as placeholders.
  const limits = { max: maxPhotos, megabytes: maxPhotoMegabytes, name: '{name}' };
  return {
    label: t('label'),
    hint: t('hint', limits),
    list: t('list'),
    remove: compileMessage(t('remove', { name: '{name}' })),
    megabytes: compileMessage(t('megabytes', { size: '{size}' })),
    preparing: t('preparing'),
    refused: textsByKey(['tooMany', 'tooLarge', 'type'] as const, (k) =>
      compileMessage(t(`refused.${k}`, limits)),
    ),
    rejected: textsByKey(photoErrorCodes, (k) => t(`rejected.${k}`, limits)),
    notInMail: t('notInMail'),
    notStored: t('notStored'),
  };
}
