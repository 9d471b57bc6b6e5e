import { emailPattern } from '@/components/forms/fieldRules';
import { mailtoHref } from '@/components/forms/messageLinks';
import { normalizePhone } from '@/content/fields/phone-number';
import { whatsappHref } from '@/lib/company-facts';
import compile from 'icu-minify/compile';
import { formatIcu } from '@/lib/icu';
import { inboxWords } from './inbox-words';
import { notifyLanguages, type NotifyLanguage } from './notify-words';
import { oneLine } from './one-line';

/**
 * The dealer's ways to answer a request, for the inbox (inbox/answer.ts) and the notification
 * (worker/notify-text.ts): call (tel:), e-mail (mailto: with the reference in the subject) and
 * WhatsApp (wa.me with a greeting naming the reference, which the dealer edits before sending),
 * the customer's words in the request's language. Each link is built only from a number or an
 * address the forms' own rules accept (content/fields/phone-number.ts, the forms' e-mail
 * pattern); everything the visitor typed is percent-encoded into it.
 */
export interface ReplyLinks {
  /** The number in international form (+995555123456), or null without a valid one. */
  phone: string | null;
  email: string | null;
  tel: string | null;
  mailto: string | null;
  whatsapp: string | null;
  /** The language the customer wrote in: the greeting's and the subject's. */
  language: NotifyLanguage;
}

const isLanguage = (value: unknown): value is NotifyLanguage =>
  typeof value === 'string' && (notifyLanguages as readonly string[]).includes(value);

/**
 * The language the request says it was written in: the form's `locale`, else the language folder
 * of the page it was sent from (requests stored before the forms sent one); null when neither.
 */
export function statedLanguage(payload: Record<string, unknown>): NotifyLanguage | null {
  if (isLanguage(payload.locale)) return payload.locale;
  const page = typeof payload.page === 'string' ? payload.page : '';
  const folder = /^(?:https?:\/\/[^/]+)?\/[^/]+\/(ka|en)\//.exec(page)?.[1];
  return isLanguage(folder) ? folder : null;
}

/** The language to answer in: the one the request states, else Georgian. */
export const requestLanguage = (payload: Record<string, unknown>): NotifyLanguage =>
  statedLanguage(payload) ?? 'ka';

/** Long enough for any real name; a pasted essay does not make the greeting one. */
const maxGreetingName = 60;

/** The greeting and the e-mail's subject, in the request's language. */
export function customerWords(reference: string, name: unknown, language: NotifyLanguage) {
  const words = inboxWords[language].customer;
  // One line without lone surrogates: percent-encoding (encodeURIComponent) refuses those.
  const ref = oneLine(reference);
  const short = Array.from(oneLine(typeof name === 'string' ? name : ''))
    .slice(0, maxGreetingName)
    .join('')
    .trim();
  return {
    subject: formatIcu(compile(words.subject), { reference: ref }),
    greeting: short
      ? formatIcu(compile(words.greeting), { name: short, reference: ref })
      : formatIcu(compile(words.greetingNoName), { reference: ref }),
  };
}

/** The address for a mailto: link, its two parts percent-encoded (a ? or # stays in the address). */
const mailtoAddress = (email: string) => email.split('@').map(encodeURIComponent).join('@');

export function replyLinks(reference: string, payload: Record<string, unknown>): ReplyLinks {
  const language = requestLanguage(payload);
  const phone = typeof payload.phone === 'string' ? normalizePhone(payload.phone) : null;
  const typed = typeof payload.email === 'string' ? payload.email.trim() : '';
  // The forms' pattern, and nothing oneLine would change (controls, lone surrogates).
  const email = emailPattern.test(typed) && oneLine(typed) === typed ? typed : null;
  const { subject, greeting } = customerWords(reference, payload.name, language);
  return {
    phone,
    email,
    tel: phone ? `tel:${phone}` : null,
    mailto: email ? mailtoHref(mailtoAddress(email), subject, `${greeting}\n\n`) : null,
    whatsapp: phone ? whatsappHref(phone.slice(1), greeting) : null,
    language,
  };
}
