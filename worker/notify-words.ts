import type { ContactTopic, ReplyChannel } from '@/components/contact-form/contactRules';
import type { ProblemType, Urgency, VisitTime } from '@/components/service-request/serviceRequest';
import { formWords, type FormWords } from './form-words';
import type { RequestKind } from './kinds';

/**
 * The words of the dealer's notifications (worker/notify-text.ts), in the language chosen with
 * NOTIFY_LANGUAGE. The option words are the forms' own (messages/ka.json and en.json), so the
 * dealer reads what the visitor chose; the form's codes arrive in the payload.
 */
export const notifyLanguages = ['ka', 'en'] as const;
export type NotifyLanguage = (typeof notifyLanguages)[number];
export const defaultNotifyLanguage: NotifyLanguage = 'ka';

export type NotifyField =
  | 'topic'
  | 'companyId'
  | 'vatInvoice'
  | 'name'
  | 'company'
  | 'phone'
  | 'email'
  | 'reply'
  | 'message'
  | 'items'
  | 'note'
  | 'model'
  | 'serial'
  | 'product'
  | 'problem'
  | 'errorCode'
  | 'details'
  | 'urgency'
  | 'visitDate'
  | 'visitTime'
  | 'city'
  | 'address'
  | 'date'
  | 'mono'
  | 'colour'
  | 'page'
  | 'subject';

export interface NotifyWords {
  /** The kind in words: "Service request". */
  kinds: Record<RequestKind, string>;
  fields: Record<Exclude<NotifyField, QuoteExtra>, string>;
  problems: Record<ProblemType, string>;
  urgencies: Record<Urgency, string>;
  visitTimes: Record<VisitTime, string>;
  topics: Record<ContactTopic, string>;
  replies: Record<ReplyChannel, string>;
  /** A ticked box ("I need a VAT invoice"). */
  yes: string;
  quoteFields: Record<QuoteExtra, string>;
  /** The last line before the link when the message had to be shortened. */
  cut: string;
  /** Before the inbox link. */
  open: string;
}

/** The quote form's business fields, named in the form's own words. */
type QuoteExtra = 'companyId' | 'vatInvoice';

/** The forms' own words for their options, read from the site's messages (one place). */
const optionWords = ({ contact, service, quote }: FormWords) => ({
  quoteFields: {
    companyId: quote.compose.companyId,
    vatInvoice: quote.compose.vatInvoice,
  },
  yes: quote.compose.yes,
  problems: service.problems,
  urgencies: service.urgencies,
  visitTimes: service.visitTimes,
  topics: contact.topics,
  replies: contact.replies,
});

export const notifyWords: Record<NotifyLanguage, NotifyWords> = {
  ka: {
    kinds: {
      contact: 'შეტყობინება',
      quote: 'ფასის მოთხოვნა',
      service: 'სერვისის მოთხოვნა',
      meter: 'მრიცხველის ჩვენება',
    },
    fields: {
      topic: 'თემა',
      name: 'სახელი',
      company: 'კომპანია',
      phone: 'ტელეფონი',
      email: 'ელფოსტა',
      reply: 'სასურველი პასუხი',
      message: 'შეტყობინება',
      items: 'პროდუქტები',
      note: 'შენიშვნა',
      model: 'მოდელი',
      serial: 'სერიული ნომერი',
      product: 'კატალოგის პროდუქტი',
      problem: 'პრობლემა',
      errorCode: 'შეცდომის კოდი',
      details: 'პრობლემის აღწერა',
      urgency: 'სისწრაფე',
      visitDate: 'ვიზიტის სასურველი დღე',
      visitTime: 'სასურველი დრო',
      city: 'ქალაქი',
      address: 'მისამართი',
      date: 'ჩვენების თარიღი',
      mono: 'შავ-თეთრი გვერდები',
      colour: 'ფერადი გვერდები',
      page: 'გვერდი',
      subject: 'სათაური',
    },
    ...optionWords(formWords.ka),
    cut: 'შემოკლებულია: სრული მოთხოვნა შემოსულებშია',
    open: 'შემოსულებში',
  },
  en: {
    kinds: {
      contact: 'Message',
      quote: 'Quote request',
      service: 'Service request',
      meter: 'Meter reading',
    },
    fields: {
      topic: 'Topic',
      name: 'Name',
      company: 'Company',
      phone: 'Phone',
      email: 'E-mail',
      reply: 'Preferred answer',
      message: 'Message',
      items: 'Products',
      note: 'Note',
      model: 'Model',
      serial: 'Serial number',
      product: 'Catalogue product',
      problem: 'Problem',
      errorCode: 'Error code',
      details: 'Description',
      urgency: 'Urgency',
      visitDate: 'Preferred visit day',
      visitTime: 'Preferred time',
      city: 'City',
      address: 'Address',
      date: 'Reading date',
      mono: 'Black-and-white pages',
      colour: 'Colour pages',
      page: 'Page',
      subject: 'Subject',
    },
    ...optionWords(formWords.en),
    cut: 'cut: the whole request is in the inbox',
    open: 'Inbox',
  },
};

/** NOTIFY_LANGUAGE as a language: "en" or the default, Georgian. */
export function notifyLanguage(value: string | undefined): NotifyLanguage {
  const wanted = value?.trim().toLowerCase();
  return notifyLanguages.find((language) => language === wanted) ?? defaultNotifyLanguage;
}
