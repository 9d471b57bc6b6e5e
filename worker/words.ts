/**
 * The words the Worker and the inbox page share: the inbox's (messages/inbox/) and the forms' own
 * words for their options (messages/{ka,en}.json; only these blocks reach the bundles), so the
 * dealer reads what the visitor chose alike in the inbox, the notifications and the downloads.
 */
import {
  ContactForm as enContact,
  QuoteForm as enQuote,
  ServiceRequestForm as enService,
} from '@/messages/en.json';
import {
  ContactForm as kaContact,
  QuoteForm as kaQuote,
  ServiceRequestForm as kaService,
} from '@/messages/ka.json';
import en from '@/messages/inbox/en.json';
import ka from '@/messages/inbox/ka.json';
import { oneOf } from './kinds';

export const languages = ['ka', 'en'] as const;
export type Language = (typeof languages)[number];
export const isLanguage = oneOf(languages);

const wordsOf = (
  inbox: typeof en,
  [contact, quote, service]: [typeof enContact, typeof enQuote, typeof enService],
) => ({
  ...inbox,
  /** A payload's option codes in words, by field. */
  options: {
    topic: contact.topics,
    reply: contact.replies,
    problem: service.problems,
    urgency: service.urgencies,
    visitTime: service.visitTimes,
    vatInvoice: { yes: quote.compose.yes },
    locale: inbox.languages,
  },
});

export type Words = ReturnType<typeof wordsOf>;
export const words: Record<Language, Words> = {
  ka: wordsOf(ka, [kaContact, kaQuote, kaService]),
  en: wordsOf(en, [enContact, enQuote, enService]),
};

/** NOTIFY_LANGUAGE or ?lang= as a language: "en", else Georgian. */
export const languageOf = (value: string | null | undefined): Language =>
  languages.find((language) => language === value?.trim().toLowerCase()) ?? 'ka';
