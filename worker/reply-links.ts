import { emailPattern } from '@/components/forms/fieldRules';
import { mailtoHref } from '@/components/forms/messageLinks';
import { normalizePhone } from '@/content/fields/phone-number';
import { whatsappHref } from '@/lib/company-facts';
import compile from 'icu-minify/compile';
import { formatIcu } from '@/lib/icu';
import { oneLine } from './one-line';
import { isLanguage, words, type Language } from './words';

/**
 * The dealer's ways to answer a request, for the inbox (inbox/answer.ts) and the notification:
 * call, e-mail (the reference in the subject) and WhatsApp (a greeting naming the reference, in
 * the request's language). Each link is built only from a number or an address the forms' own
 * rules accept; everything the visitor typed is percent-encoded into it.
 */
export interface ReplyLinks {
  /** The number in international form (+995555123456), or null without a valid one. */
  phone: string | null;
  email: string | null;
  tel: string | null;
  mailto: string | null;
  whatsapp: string | null;
  language: Language;
}

/** The form's `locale`, else the language folder of the page (older requests); null when neither. */
export function statedLanguage(payload: Record<string, unknown>): Language | null {
  if (isLanguage(payload.locale)) return payload.locale;
  const page = typeof payload.page === 'string' ? payload.page : '';
  const folder = /^(?:https?:\/\/[^/]+)?\/[^/]+\/(ka|en)\//.exec(page)?.[1];
  return isLanguage(folder) ? folder : null;
}

export const requestLanguage = (payload: Record<string, unknown>): Language =>
  statedLanguage(payload) ?? 'ka';

/** The greeting and the e-mail's subject, in the request's language. */
export function customerWords(reference: string, name: unknown, language: Language) {
  const customer = words[language].customer;
  // One line without lone surrogates: percent-encoding (encodeURIComponent) refuses those.
  const ref = oneLine(reference);
  // Long enough for any real name; a pasted essay does not make the greeting one.
  const short = Array.from(oneLine(typeof name === 'string' ? name : ''))
    .slice(0, 60)
    .join('')
    .trim();
  return {
    subject: formatIcu(compile(customer.subject), { reference: ref }),
    greeting: short
      ? formatIcu(compile(customer.greeting), { name: short, reference: ref })
      : formatIcu(compile(customer.greetingNoName), { reference: ref }),
  };
}

export interface AnswerWay {
  way: 'tel' | 'mailto' | 'whatsapp';
  label: string;
  href: string;
  /** The number or the address; empty for WhatsApp (the label says it). */
  shown: string;
}

/** The ways to answer a request has, worded in `language` (the notification's, the inbox's). */
export function answerWays(
  reference: string,
  payload: Record<string, unknown>,
  language: Language,
): AnswerWay[] {
  const { tel, phone, mailto, email, whatsapp } = replyLinks(reference, payload);
  const answer = words[language].answer;
  return [
    ...(tel && phone ? [{ way: 'tel' as const, label: answer.call, href: tel, shown: phone }] : []),
    ...(mailto && email
      ? [{ way: 'mailto' as const, label: answer.email, href: mailto, shown: email }]
      : []),
    ...(whatsapp
      ? [{ way: 'whatsapp' as const, label: answer.whatsapp, href: whatsapp, shown: '' }]
      : []),
  ];
}

export function replyLinks(reference: string, payload: Record<string, unknown>): ReplyLinks {
  const language = requestLanguage(payload);
  const phone = typeof payload.phone === 'string' ? normalizePhone(payload.phone) : null;
  const typed = typeof payload.email === 'string' ? payload.email.trim() : '';
  // The forms' pattern, and nothing oneLine would change (controls, lone surrogates).
  const email = emailPattern.test(typed) && oneLine(typed) === typed ? typed : null;
  const { subject, greeting } = customerWords(reference, payload.name, language);
  // Each part of the address percent-encoded: a ? or # stays in the address.
  const address = email?.split('@').map(encodeURIComponent).join('@');
  return {
    phone,
    email,
    tel: phone ? `tel:${phone}` : null,
    mailto: address ? mailtoHref(address, subject, `${greeting}\n\n`) : null,
    whatsapp: phone ? whatsappHref(phone.slice(1), greeting) : null,
    language,
  };
}
