import { formWords, type FormWords } from './form-words';

/**
 * The words of the dealer's notifications (worker/notify-text.ts), in the language chosen with
 * NOTIFY_LANGUAGE. The option words are the forms' own (messages/ka.json and en.json), so the
 * dealer reads what the visitor chose; the form's codes arrive in the payload.
 */
export const notifyLanguages = ['ka', 'en'] as const;
export type NotifyLanguage = (typeof notifyLanguages)[number];
export const defaultNotifyLanguage: NotifyLanguage = 'ka';

/**
 * The forms' own words for their options, read from the site's messages (one place), and the
 * mark of a shortened message. Kinds and field labels are the inbox's (messages/inbox/), so the
 * dealer reads the same words in both.
 */
const notifyWordsOf = ({ contact, service, quote }: FormWords, cut: string) => ({
  /** A ticked box ("I need a VAT invoice"). */
  yes: quote.compose.yes,
  problems: service.problems,
  urgencies: service.urgencies,
  visitTimes: service.visitTimes,
  topics: contact.topics,
  replies: contact.replies,
  /** The last line before the link when the message had to be shortened. */
  cut,
});

export const notifyWords: Record<NotifyLanguage, ReturnType<typeof notifyWordsOf>> = {
  ka: notifyWordsOf(formWords.ka, 'შემოკლებულია: სრული მოთხოვნა შემოსულებშია'),
  en: notifyWordsOf(formWords.en, 'cut: the whole request is in the inbox'),
};

/** NOTIFY_LANGUAGE as a language: "en" or the default, Georgian. */
export function notifyLanguage(value: string | undefined): NotifyLanguage {
  const wanted = value?.trim().toLowerCase();
  return notifyLanguages.find((language) => language === wanted) ?? defaultNotifyLanguage;
}
