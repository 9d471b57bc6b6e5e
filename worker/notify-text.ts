import type { RequestKind } from './kinds';
import {
  defaultNotifyLanguage,
  notifyWords,
  type NotifyField,
  type NotifyLanguage,
} from './notify-words';

/**
 * The dealer's notification of one request, built once and written out for each channel: the
 * Telegram message (parse mode HTML) and the e-mail's plain text. Each line starts with a mark or
 * a label of the builder's own; everything the visitor typed is one line (line breaks and other
 * control characters become a space) and escaped for HTML. Option codes (a service request's
 * problem, a contact message's topic…) are written in the form's own words (worker/notify-words.ts).
 * A message longer than its channel allows is cut at a line or a character, never inside an
 * entity or a tag, with a mark saying so, and the link to the request in the inbox is always last.
 */
export interface NotifyInput {
  kind: RequestKind;
  reference: string;
  payload: Record<string, unknown>;
  /** The inbox page; the notification links the request there (`?ref=`) when known. */
  inboxUrl?: string;
}

/** Telegram refuses a message over 4096 characters (UTF-16 code units of the parsed text). */
export const telegramLimit = 4096;
/** The e-mail's text is cut here (the inbox has the whole request). */
export const emailTextLimit = 20_000;

/** The builder's own line marks: every line starts with one of these or a bold field label. */
export const notifyMarks = {
  kinds: { contact: '✉️', quote: '🧾', service: '🛠', meter: '🔢' } as Record<RequestKind, string>,
  item: '•',
  cut: '✂️',
  link: '🔗',
} as const;

/** One line after the heading: "label: value", or a quote line "• code name". */
export interface NotifyLine {
  label: string;
  value: string;
  /** A quote line's "id × quantity" (the line is an item, shown with the item mark). */
  code?: string;
}

export interface Notification {
  kind: RequestKind;
  reference: string;
  /** The kind in words and the reference: "Service request S-2611-0001". */
  title: string;
  /** The e-mail's subject: the title and the customer's name. */
  subject: string;
  lines: NotifyLine[];
  /** The request in the inbox, or null when the inbox is not known. */
  link: string | null;
  /** The words of the cut mark. */
  cut: string;
}

/** Escapes the three characters Telegram's HTML parse mode reads as markup. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// Characters that would break a line or reorder what the dealer reads: C0/C1 controls (CR, LF,
// tab, NEL…), the line and paragraph separators, bidirectional overrides and isolates, BOM.
const lineBreaking = /[\p{Cc}\p{Zl}\p{Zp}\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]+/gu;
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Any text as one line: breaks and controls become one space; a lone surrogate becomes �. */
export function oneLine(value: string): string {
  return value
    .replace(loneSurrogate, '\uFFFD')
    .replace(lineBreaking, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
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

/** The notification's parts in the chosen language (ka by default). */
export function buildNotification(
  { kind, reference, payload, inboxUrl }: NotifyInput,
  language: NotifyLanguage = defaultNotifyLanguage,
): Notification {
  const words = notifyWords[language];
  const lines: NotifyLine[] = [];
  const label = (field: NotifyField) =>
    field === 'companyId' || field === 'vatInvoice'
      ? words.quoteFields[field]
      : words.fields[field];
  const add = (field: NotifyField, value: string) => {
    if (value) lines.push({ label: label(field), value });
  };
  const field = (name: NotifyField & string) => add(name, text(payload[name]));
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
    add('product', text(payload.productId));
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
  field('page');

  const shortReference = Array.from(oneLine(reference)).slice(0, maxReferenceLength).join('');
  const title = `${words.kinds[kind]} ${shortReference}`;
  const name = Array.from(text(payload.name)).slice(0, 80).join('');
  return {
    kind,
    reference: shortReference,
    title,
    subject: name ? `${title} — ${name}` : title,
    lines,
    link: inboxUrl ? inboxLink(inboxUrl, reference) : null,
    cut: words.cut,
  };
}

interface Format {
  escape: (text: string) => string;
  heading: (mark: string, title: string) => string;
  /** A line's fixed start, before its value. */
  start: (line: NotifyLine) => string;
}

const telegramFormat: Format = {
  escape: escapeHtml,
  heading: (mark, title) => `${mark} <b>${escapeHtml(title)}</b>`,
  start: (line) =>
    line.code === undefined
      ? `<b>${escapeHtml(line.label)}:</b> `
      : `${notifyMarks.item} <code>${escapeHtml(line.code)}</code> `,
};

const plainFormat: Format = {
  escape: (value) => value,
  heading: (mark, title) => `${mark} ${title}`,
  start: (line) =>
    line.code === undefined ? `${line.label}: ` : `${notifyMarks.item} ${line.code} `,
};

const ellipsis = '…';

/** The longest start of `value` whose written form fits in `room` code units, cut at a character. */
function cutValue(value: string, room: number, escape: (text: string) => string): string {
  let used = 0;
  let kept = '';
  for (const character of value) {
    const written = escape(character);
    if (used + written.length > room) break;
    used += written.length;
    kept += written;
  }
  return kept;
}

/**
 * The notification as text no longer than `limit` UTF-16 code units (escaped, so Telegram's count
 * of the parsed text is never more): heading, lines, and the inbox link last. When the lines do
 * not fit, the first one that does not is cut at a character (or dropped), the rest left out, and
 * a cut mark says the whole request is in the inbox.
 */
function render(notification: Notification, format: Format, limit: number): string {
  const head = format.heading(notifyMarks.kinds[notification.kind], notification.title);
  const body = notification.lines.map((line) => {
    const start = format.start(line);
    return { start, line: `${start}${format.escape(line.value)}`.trimEnd() };
  });
  const tail = notification.link ? [`${notifyMarks.link} ${format.escape(notification.link)}`] : [];
  const whole = [head, ...body.map((entry) => entry.line), ...tail].join('\n');
  if (whole.length <= limit) return whole;

  const cutLine = `${notifyMarks.cut} ${format.escape(notification.cut)}`;
  const ending = [cutLine, ...tail];
  // Room for the body: everything but the heading, the ending and their line breaks.
  let room = limit - head.length - ending.reduce((sum, line) => sum + line.length + 1, 0);
  const kept: string[] = [];
  for (let index = 0; index < body.length; index += 1) {
    const entry = body[index]!;
    if (entry.line.length + 1 <= room) {
      kept.push(entry.line);
      room -= entry.line.length + 1;
      continue;
    }
    const valueRoom = room - 1 - entry.start.length - ellipsis.length;
    const value = notification.lines[index]!.value;
    if (valueRoom > 0) {
      const start = cutValue(value, valueRoom, format.escape);
      if (start) kept.push(`${entry.start}${start}${ellipsis}`);
    }
    break;
  }
  return [head, ...kept, ...ending].join('\n');
}

/** The Telegram message (parse mode HTML), within Telegram's 4096 characters. */
export function telegramText(notification: Notification, limit = telegramLimit): string {
  return render(notification, telegramFormat, limit);
}

/** The plain text (e-mail, console), the same lines without markup. */
export function plainText(notification: Notification, limit = emailTextLimit): string {
  return render(notification, plainFormat, limit);
}

/** The Telegram message for one request, in the chosen language. */
export function notificationText(
  input: NotifyInput,
  language: NotifyLanguage = defaultNotifyLanguage,
): string {
  return telegramText(buildNotification(input, language));
}
