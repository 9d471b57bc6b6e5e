/**
 * The inbox page's words, in the dealer's language: ?lang= (the switch), else what the dealer
 * chose last time, else the browser's first language we have. ICU messages (plurals) through
 * use-intl's translator, the same library as the site's messages.
 */
import { createTranslator } from 'use-intl/core';
import en from '@/messages/inbox/en.json';
import ka from '@/messages/inbox/ka.json';
// The forms' own words for their options, from the site's messages (esbuild keeps only these).
import { ContactForm as enContact, ServiceRequestForm as enService } from '@/messages/en.json';
import { ContactForm as kaContact, ServiceRequestForm as kaService } from '@/messages/ka.json';

/** The words for the options a form offers, by the payload's field, then by the option's code. */
const optionsOf = (contact: typeof enContact, service: typeof enService) => ({
  topic: contact.topics,
  reply: contact.replies,
  problem: service.problems,
  urgency: service.urgencies,
  visitTime: service.visitTimes,
});

export type InboxMessages = typeof en & { options: ReturnType<typeof optionsOf> };
export const inboxLocales = ['ka', 'en'] as const;
export type InboxLocale = (typeof inboxLocales)[number];
export const inboxMessages: Record<InboxLocale, InboxMessages> = {
  en: { ...en, options: optionsOf(enContact, enService) },
  ka: { ...ka, options: optionsOf(kaContact, kaService) },
};

const isInboxLocale = (value: unknown): value is InboxLocale =>
  typeof value === 'string' && (inboxLocales as readonly string[]).includes(value);

export function pickLocale(
  asked: string | null,
  remembered: string | null,
  browser: readonly string[],
): InboxLocale {
  if (isInboxLocale(asked)) return asked;
  if (isInboxLocale(remembered)) return remembered;
  const first = browser.map((tag) => tag.split('-')[0]?.toLowerCase()).find(isInboxLocale);
  return first ?? 'ka';
}

export const otherLocale = (locale: InboxLocale): InboxLocale => (locale === 'ka' ? 'en' : 'ka');

export function inboxTranslator(locale: InboxLocale) {
  return createTranslator({ locale, messages: inboxMessages[locale] });
}
export type InboxT = ReturnType<typeof inboxTranslator>;

/**
 * "25 ნოემბერი 2026, 17:14" / "25 November 2026, 17:14": a stored time in Tbilisi's clock,
 * Georgian without CLDR's comma before the year (as lib/format.ts writes dates).
 */
export function formatReceived(iso: string, locale: InboxLocale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const options = { timeZone: 'Asia/Tbilisi' } as const;
  const day = new Intl.DateTimeFormat(locale, { ...options, dateStyle: 'long' })
    .formatToParts(date)
    .map((part) =>
      locale === 'ka' && part.type === 'literal' ? part.value.replace(',', '') : part.value,
    )
    .join('');
  const time = new Intl.DateTimeFormat(locale, {
    ...options,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
  return `${day}, ${time}`;
}
