import { compileMessage } from '@/server/compile-message';
import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import {
  contactTopics,
  messageMinLength,
  replyChannels,
  type ComposeLabels,
  type ContactErrorLabels,
  type ContactTopic,
  type ReplyChannel,
} from './contactRules';
import { textsByKey } from '@/lib/texts-by-key';
import type { DeliveryLabels } from '@/components/forms/DeliveryFooter';
import { loadDeliveryLabels } from '@/components/forms/labels';

/**
 * The form's plain texts, each its message as it stands: "productSummary" above the product a
 * "Request a quote" link names, "reply" the legend of the answer choice.
 */
const plainTexts = [
  'heading',
  'productSummary',
  'required',
  'topic',
  'name',
  'email',
  'emailHint',
  'phone',
  'phoneHint',
  'reply',
  'message',
] as const;

export type ContactFormLabels = DeliveryLabels &
  Record<(typeof plainTexts)[number] | 'mailNote', string> & {
    replies: Record<ReplyChannel, string>;
    topics: Record<ContactTopic, string>;
    errors: ContactErrorLabels;
    compose: ComposeLabels;
  };

/** The form's text; templates the browser fills are compiled (icu-minify). */
export async function loadContactFormLabels(locale: Locale): Promise<ContactFormLabels> {
  const t = await getTranslations({ locale, namespace: 'ContactForm' });
  const replies = textsByKey<ReplyChannel>(replyChannels, (k) => t(`replies.${k}`));
  return {
    ...(await loadDeliveryLabels(locale, 'ContactForm')),
    ...textsByKey(plainTexts, (k) => t(k)),
    // Names the button by its own message, never retyped.
    mailNote: t('mailNote', { send: t('send') }),
    replies,
    topics: textsByKey<ContactTopic>(contactTopics, (k) => t(`topics.${k}`)),
    errors: {
      summary: t('errors.summary'),
      'name.required': t('errors.name'),
      'email.required': t('errors.emailRequired'),
      'email.invalid': t('errors.emailInvalid'),
      'phone.required': t('errors.phoneRequired'),
      'phone.invalid': t('errors.phoneInvalid'),
      'message.required': t('errors.messageRequired'),
      'message.tooShort': t('errors.messageTooShort', { min: messageMinLength }),
    },
    compose: {
      ...textsByKey(['name', 'email', 'phone', 'reply', 'topic'] as const, (k) =>
        t(`compose.${k}`),
      ),
      replies,
      subject: compileMessage(t.raw('compose.subject') as string),
    },
  };
}
