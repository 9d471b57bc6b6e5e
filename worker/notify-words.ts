import type { ContactTopic, ReplyChannel } from '@/components/contact-form/contactRules';
import type { ProblemType, Urgency, VisitTime } from '@/components/service-request/serviceRequest';
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
  fields: Record<NotifyField, string>;
  problems: Record<ProblemType, string>;
  urgencies: Record<Urgency, string>;
  visitTimes: Record<VisitTime, string>;
  topics: Record<ContactTopic, string>;
  replies: Record<ReplyChannel, string>;
  /** The last line before the link when the message had to be shortened. */
  cut: string;
  /** Before the inbox link. */
  open: string;
}

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
    problems: {
      'not-printing': 'არ ბეჭდავს',
      'paper-jam': 'ქაღალდი ეჭედება',
      'print-quality': 'ბეჭდვის ცუდი ხარისხი',
      'error-code': 'ეკრანზე შეცდომის კოდია',
      other: 'სხვა',
    },
    urgencies: {
      normal: 'ჩვეულებრივი: მომდევნო სამუშაო დღეს',
      urgent: 'სასწრაფო: მოწყობილობა გაჩერებულია',
      planned: 'გეგმიური: ერთი კვირის განმავლობაში',
    },
    visitTimes: {
      any: 'ნებისმიერ დროს',
      morning: 'დილით (10:00–13:00)',
      afternoon: 'შუადღის შემდეგ (13:00–18:00)',
    },
    topics: {
      general: 'ზოგადი კითხვა',
      product: 'ფასის მოთხოვნა',
      rental: 'ტექნიკის იჯარა',
      'bulk-order': 'საბითუმო ფასდაკლება',
      'educational-discount': 'განათლების ფასდაკლება',
      'complete-bundle': 'სტამბის სრული ნაკრები',
      'starter-bundle': 'საწყისი საოფისე ნაკრები',
    },
    replies: { email: 'ელფოსტით', phone: 'ტელეფონით', whatsapp: 'WhatsApp-ით' },
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
    problems: {
      'not-printing': 'Does not print',
      'paper-jam': 'Paper jam',
      'print-quality': 'Poor print quality',
      'error-code': 'Error code on the screen',
      other: 'Something else',
    },
    urgencies: {
      normal: 'Normal: the next working day',
      urgent: 'Urgent: the device has stopped',
      planned: 'Planned: within a week',
    },
    visitTimes: {
      any: 'Any time',
      morning: 'Morning (10:00–13:00)',
      afternoon: 'Afternoon (13:00–18:00)',
    },
    topics: {
      general: 'General question',
      product: 'Price request for a product',
      rental: 'Equipment rental',
      'bulk-order': 'Bulk order discount',
      'educational-discount': 'Educational discount',
      'complete-bundle': 'Complete print shop bundle',
      'starter-bundle': 'Office starter bundle',
    },
    replies: { email: 'E-mail', phone: 'Phone call', whatsapp: 'WhatsApp' },
    cut: 'cut: the whole request is in the inbox',
    open: 'Inbox',
  },
};

/** NOTIFY_LANGUAGE as a language: "en" or the default, Georgian. */
export function notifyLanguage(value: string | undefined): NotifyLanguage {
  const wanted = value?.trim().toLowerCase();
  return notifyLanguages.find((language) => language === wanted) ?? defaultNotifyLanguage;
}
