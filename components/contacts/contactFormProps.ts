import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { content } from '@/content';
import { productNamesPath } from '@/lib/product-data';
import { contactEndpoint } from '@/lib/contact-endpoint';
import { fillTemplate } from '@/lib/fill-template';
import {
  contactTopics,
  messageMinLength,
  offerTopics,
  replyChannels,
  type ContactTopic,
  type OfferTopic,
  type ReplyChannel,
} from '@/components/contact-form/contactForm';
import type { ContactFormLabels } from '@/components/contact-form/contactLabels';
import { contactTimeoutMs } from '@/components/contact-form/postContact';

const pick = <K extends string>(keys: readonly K[], value: (key: K) => string) =>
  Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, string>;

/** Everything the contact form island needs, as plain strings in the page's language. */
export async function contactFormProps(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'ContactForm' });
  const { company } = content;
  const replies = pick<ReplyChannel>(replyChannels, (k) => t(`replies.${k}`));
  const labels: ContactFormLabels = {
    ...pick(
      [
        'heading',
        'mailNote',
        'required',
        'topic',
        'name',
        'email',
        'emailHint',
        'phone',
        'phoneHint',
        'reply',
        'message',
        'send',
        'sending',
        'retry',
        'newTab',
      ] as const,
      (k) => t(k),
    ),
    replies,
    topics: pick<ContactTopic>(contactTopics, (k) => t(`topics.${k}`)),
    errors: {
      ...pick(
        [
          'summary',
          'name',
          'emailRequired',
          'emailInvalid',
          'phoneRequired',
          'phoneInvalid',
          'messageRequired',
        ] as const,
        (k) => t(`errors.${k}`),
      ),
      messageTooShort: t('errors.messageTooShort', { min: messageMinLength }),
    },
    status: {
      ...pick(['sent', 'failed', 'composed'] as const, (k) => t(`status.${k}`)),
      timeout: t('status.timeout', { seconds: contactTimeoutMs / 1000 }),
    },
    alternatives: pick(['email', 'whatsapp', 'telegram'] as const, (k) => t(`alternatives.${k}`)),
    compose: {
      ...pick(['name', 'email', 'phone', 'reply', 'topic'] as const, (k) => t(`compose.${k}`)),
      replies,
      subject: t.raw('compose.subject') as string,
    },
  };
  const endpoint = contactEndpoint();
  const subject = fillTemplate(labels.compose.subject, { topic: labels.topics.general });
  return {
    labels,
    prefill: {
      offers: pick<OfferTopic>(offerTopics, (k) => t(`prefill.${k}`)),
      product: t.raw('prefill.product') as string,
    },
    productNamesPath: productNamesPath(locale),
    recipient: { email: company.email, whatsapp: company.whatsapp, telegram: company.telegram },
    endpoint,
    // Without JavaScript and without an endpoint the browser mails the fields (name=…, email=…).
    fallbackAction: endpoint ?? `mailto:${company.email}?subject=${encodeURIComponent(subject)}`,
  };
}
