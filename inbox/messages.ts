/**
 * The inbox page's words, in the dealer's language: ?lang= (the switch), else what the dealer
 * chose last time, else the browser's first language we have. ICU messages (plurals) through
 * use-intl's translator, the same library as the site's messages.
 */
import { createTranslator } from 'use-intl/core';
import { isLanguage, words, type Language } from '@/worker/words';

export type InboxLocale = Language;
export const inboxMessages = words;

export function pickLocale(
  asked: string | null,
  remembered: string | null,
  browser: readonly string[],
): InboxLocale {
  if (isLanguage(asked)) return asked;
  if (isLanguage(remembered)) return remembered;
  return browser.map((tag) => tag.split('-')[0]?.toLowerCase()).find(isLanguage) ?? 'ka';
}

export const otherLocale = (locale: InboxLocale): InboxLocale => (locale === 'ka' ? 'en' : 'ka');

const translators = {
  ka: createTranslator({ locale: 'ka', messages: inboxMessages.ka }),
  en: createTranslator({ locale: 'en', messages: inboxMessages.en }),
};

export const inboxTranslator = (locale: InboxLocale) => translators[locale];
export type InboxT = ReturnType<typeof inboxTranslator>;

// The date's numbers in Tbilisi's clock. English digits and parts exist in every browser; the
// month's name comes from the messages, as not every browser has Georgian dates (Debian's
// Chromium writes "November" for ka).
const tbilisiParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Tbilisi',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * "25 ნოემბერი 2026, 17:14" / "November 25, 2026, 17:14": a stored time in Tbilisi's clock, in
 * the messages' order and month names (Georgian without a comma before the year, as lib/format.ts
 * writes dates).
 */
export function formatReceived(iso: string, locale: InboxLocale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = Object.fromEntries(
    tbilisiParts.formatToParts(date).map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  const t = inboxTranslator(locale);
  return t('dateTime', {
    day: String(Number(parts.day)),
    month: t(`months.${String(Number(parts.month)) as '1'}`),
    year: parts.year ?? '',
    time: `${parts.hour}:${parts.minute}`,
  });
}
