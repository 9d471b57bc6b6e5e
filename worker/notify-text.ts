import { inboxWords } from './inbox-words';
import type { RequestKind } from './kinds';
import {
  notifyMarks,
  type Notification,
  type NotifyAnswer,
  type NotifyLine,
} from './notify-render';
import { defaultNotifyLanguage, notifyWords, type NotifyLanguage } from './notify-words';
import { oneLine } from './one-line';
import { replyLinks, statedLanguage } from './reply-links';

/**
 * The dealer's notification of one request, built once and written out for each channel
 * (worker/notify-render.ts): the Telegram message and the e-mail. Each line starts with a mark or
 * a label of the builder's own; everything the visitor typed is one line (line breaks and other
 * control characters become a space) and escaped for HTML. Every field the kind has is a line,
 * option codes (a service request's problem, urgency, visit time; a contact message's topic…)
 * in the form's own words (worker/notify-words.ts); then the ways to answer (call, e-mail,
 * WhatsApp, worker/reply-links.ts) and the link to the request in the inbox.
 */
export interface NotifyInput {
  kind: RequestKind;
  reference: string;
  payload: Record<string, unknown>;
  /** The inbox page; the notification links the request there (`?ref=`) when known. */
  inboxUrl?: string;
}

/** A payload value as one line of text (numbers too); anything else is empty. */
function text(value: unknown): string {
  if (typeof value === 'string') return oneLine(value);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** The form's option code in words: the table's, else the label the form sent, else the code. */
function choice(table: Record<string, string>, code: unknown, sentLabel: unknown): string {
  const key = text(code);
  if (key && Object.prototype.hasOwnProperty.call(table, key)) return table[key]!;
  return text(sentLabel) || key;
}

/** `<inboxUrl>?ref=<reference>`: the inbox page opens that request. */
export function inboxLink(inboxUrl: string, reference: string): string {
  const base = oneLine(inboxUrl);
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}ref=${encodeURIComponent(oneLine(reference))}`;
}

const maxReferenceLength = 40;

/** Call, e-mail and WhatsApp for the request's valid number and address, labelled for the dealer. */
function answersOf(reference: string, payload: Record<string, unknown>, language: NotifyLanguage) {
  const links = replyLinks(reference, payload);
  const words = inboxWords[language].answer;
  const answers: NotifyAnswer[] = [];
  if (links.tel && links.phone)
    answers.push({ way: 'tel', label: words.call, href: links.tel, shown: links.phone });
  if (links.mailto && links.email)
    answers.push({ way: 'mailto', label: words.email, href: links.mailto, shown: links.email });
  if (links.whatsapp)
    answers.push({ way: 'whatsapp', label: words.whatsapp, href: links.whatsapp, shown: '' });
  return answers;
}

/** The notification's parts in the chosen language (ka by default). */
export function buildNotification(
  { kind, reference, payload, inboxUrl }: NotifyInput,
  language: NotifyLanguage = defaultNotifyLanguage,
): Notification {
  const words = notifyWords[language];
  // Labelled in the inbox's words (messages/inbox/), as the dealer reads them there.
  const inbox = inboxWords[language];
  const lines: NotifyLine[] = [];
  const add = (field: keyof typeof inbox.fields, value: string) => {
    if (value) lines.push({ label: inbox.fields[field], value });
  };
  const field = (name: keyof typeof inbox.fields) => add(name, text(payload[name]));
  const contact = () => {
    field('name');
    if (kind === 'quote') field('company');
    field('phone');
    field('email');
  };

  if (kind === 'contact') {
    add('topic', choice(words.topics, payload.topic, payload.topicLabel));
    contact();
    add('reply', choice(words.replies, payload.reply, payload.replyLabel));
    field('message');
  } else if (kind === 'quote') {
    contact();
    field('companyId');
    field('city');
    field('address');
    add('vatInvoice', text(payload.vatInvoice) ? words.yes : '');
    const items = Array.isArray(payload.items) ? (payload.items as unknown[]) : [];
    add('items', items.length > 0 ? String(items.length) : '');
    for (const item of items) {
      const { id, quantity, name } = (typeof item === 'object' && item !== null ? item : {}) as {
        id?: unknown;
        quantity?: unknown;
        name?: unknown;
      };
      lines.push({
        label: notifyMarks.item,
        code: `${text(id) || '?'} × ${text(quantity) || '?'}`,
        value: text(name),
      });
    }
    field('note');
  } else if (kind === 'service') {
    contact();
    field('city');
    field('address');
    field('model');
    field('serial');
    field('productId');
    add('problem', choice(words.problems, payload.problem, payload.problemLabel));
    field('errorCode');
    add('urgency', choice(words.urgencies, payload.urgency, payload.urgencyLabel));
    field('visitDate');
    add('visitTime', choice(words.visitTimes, payload.visitTime, payload.visitTimeLabel));
    field('details');
  } else {
    contact();
    field('serial');
    field('date');
    field('mono');
    field('colour');
  }
  const photos = Array.isArray(payload.photos) ? payload.photos.length : 0;
  if (photos > 0) lines.push({ label: inbox.fields.photos, value: String(photos) });
  const written = statedLanguage(payload);
  if (written) lines.push({ label: inbox.fields.locale, value: inbox.languages[written] });
  field('page');

  const shortReference = Array.from(oneLine(reference)).slice(0, maxReferenceLength).join('');
  const title = `${inbox.kinds[kind]} ${shortReference}`;
  const name = Array.from(text(payload.name)).slice(0, 80).join('');
  return {
    kind,
    reference: shortReference,
    title,
    subject: name ? `${title} — ${name}` : title,
    lines,
    answers: answersOf(shortReference, payload, language),
    link: inboxUrl ? inboxLink(inboxUrl, reference) : null,
    cut: words.cut,
  };
}
