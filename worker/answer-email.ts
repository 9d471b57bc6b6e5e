import en from '@/messages/customer-email/en.json';
import ka from '@/messages/customer-email/ka.json';
import { telHref } from '@/lib/company-facts';
import compile from 'icu-minify/compile';
import { formatIcu } from '@/lib/icu';
import type { AnswerTexts } from '@/lib/request-answers';
import type { EmailMessage } from './email';
import type { RequestKind } from './kinds';
import { anchor, escapeHtml } from './notify-render';
import { words as inboxWords, type Language } from './words';

/**
 * The e-mail a customer gets after a request, in the request's language. It is made from the kind
 * and the reference only: nothing the visitor typed can reach a stranger's mailbox through it.
 */
export const customerEmailWords: Record<Language, typeof en> = { ka, en };

export interface AnswerEmailInput {
  kind: RequestKind;
  reference: string;
}

export function answerEmail(
  { kind, reference }: AnswerEmailInput,
  language: Language,
  texts: AnswerTexts,
): EmailMessage {
  const words = customerEmailWords[language];
  const kindName = inboxWords[language].kinds[kind];
  const next = texts.next[kind] ?? '';

  const text = [
    words.greeting,
    '',
    words.received,
    '',
    `${words.reference}: ${reference}`,
    `${words.kind}: ${kindName}`,
    '',
    `${words.next}:`,
    next,
    '',
    formatIcu(compile(words.reach), { phone: texts.phone, email: texts.email }),
    '',
    words.signOff,
    texts.company,
    '',
    '--',
    words.why,
  ].join('\n');

  const paragraph = (...lines: string[]) => `<p>${lines.join('<br>\n')}</p>`;
  const bold = (label: string) => `<b>${escapeHtml(label)}:</b>`;
  const html = [
    '<div style="font-family: sans-serif; line-height: 1.5">',
    paragraph(escapeHtml(words.greeting)),
    paragraph(escapeHtml(words.received)),
    paragraph(
      `${bold(words.reference)} ${escapeHtml(reference)}`,
      `${bold(words.kind)} ${escapeHtml(kindName)}`,
    ),
    paragraph(bold(words.next), ...next.split('\n').map(escapeHtml)),
    paragraph(
      formatIcu(compile(escapeHtml(words.reach)), {
        phone: anchor(telHref(texts.phone), texts.phone),
        email: anchor(`mailto:${texts.email}`, texts.email),
      }),
    ),
    paragraph(escapeHtml(words.signOff), escapeHtml(texts.company)),
    `<p style="color: #666; font-size: 90%">${escapeHtml(words.why)}</p>`,
    '</div>',
  ].join('\n');

  return {
    subject: formatIcu(compile(words.subject), { reference }),
    text,
    html,
    // One e-mail per request, however often a run retries it (worker/email.ts).
    idempotencyKey: `answer/${reference}`,
  };
}
