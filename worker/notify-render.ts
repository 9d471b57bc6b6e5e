import type { RequestKind } from './kinds';
import type { AnswerWay as NotifyAnswer } from './reply-links';

/**
 * A built notification (worker/notify-text.ts) written out for each channel: the Telegram message
 * (parse mode HTML), the e-mail's plain text and its HTML part. A message longer than its channel
 * allows is cut at a line or a character, never inside an entity or a tag, with a mark saying so;
 * the ways to answer and the inbox link always end it.
 */

/** Telegram refuses a message over 4096 characters (UTF-16 code units of the parsed text). */
export const telegramLimit = 4096;
/** The e-mail's text is cut here (the inbox has the whole request); its HTML part too. */
export const emailTextLimit = 20_000;

/** The builder's own line marks: every line starts with one of these or a bold field label. */
export const notifyMarks = {
  kinds: { contact: '✉️', quote: '🧾', service: '🛠', meter: '🔢' } as Record<RequestKind, string>,
  item: '•',
  cut: '✂️',
  answer: '↩️',
  link: '🔗',
} as const;

/** "label: value", or a quote line "• code name" (with its "id × quantity" as `code`). */
export interface NotifyLine {
  label: string;
  value: string;
  code?: string;
}

export interface Notification {
  kind: RequestKind;
  reference: string;
  /** "Service request S-2611-0001". */
  title: string;
  subject: string;
  lines: NotifyLine[];
  answers: NotifyAnswer[];
  /** The request in the inbox, or null when the inbox is not known. */
  link: string | null;
  cut: string;
}

/** Escapes the three characters Telegram's HTML parse mode reads as markup. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const anchor = (href: string, text: string) =>
  `<a href="${escapeHtml(href).replace(/"/g, '&quot;')}">${escapeHtml(text)}</a>`;

interface Format {
  escape: (text: string) => string;
  heading: (mark: string, title: string) => string;
  start: (line: NotifyLine) => string;
  tail: (notification: Notification) => string[];
}

const answerLine = (answers: readonly NotifyAnswer[], write: (answer: NotifyAnswer) => string) =>
  answers.length > 0 ? [`${notifyMarks.answer} ${answers.map(write).join(' · ')}`] : [];

const telegramFormat: Format = {
  escape: escapeHtml,
  heading: (mark, title) => `${mark} <b>${escapeHtml(title)}</b>`,
  start: (line) =>
    line.code === undefined
      ? `<b>${escapeHtml(line.label)}:</b> `
      : `${notifyMarks.item} <code>${escapeHtml(line.code)}</code> `,
  // Telegram links only http(s) and tg: addresses, so the number and the address are text, which
  // Telegram itself makes tappable (a call, a new e-mail); WhatsApp is a link.
  tail: (n) => [
    ...answerLine(n.answers, (a) =>
      a.way === 'whatsapp'
        ? anchor(a.href, a.label)
        : `${escapeHtml(a.label)}: ${escapeHtml(a.shown)}`,
    ),
    ...(n.link ? [`${notifyMarks.link} ${escapeHtml(n.link)}`] : []),
  ],
};

const plainFormat: Format = {
  escape: (value) => value,
  heading: (mark, title) => `${mark} ${title}`,
  start: (line) =>
    line.code === undefined ? `${line.label}: ` : `${notifyMarks.item} ${line.code} `,
  // Each link whole on its own line, which mail programs make clickable.
  tail: (n) => [
    ...n.answers.map((a) => `${notifyMarks.answer} ${a.label}: ${a.href}`),
    ...(n.link ? [`${notifyMarks.link} ${n.link}`] : []),
  ],
};

const htmlFormat: Format = {
  escape: escapeHtml,
  heading: (mark, title) => `${mark} <b>${escapeHtml(title)}</b>`,
  start: telegramFormat.start,
  tail: (n) => [
    ...answerLine(n.answers, (a) => anchor(a.href, a.shown ? `${a.label}: ${a.shown}` : a.label)),
    ...(n.link ? [`${notifyMarks.link} ${anchor(n.link, n.link)}`] : []),
  ],
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
 * The notification as text no longer than `limit` UTF-16 code units (escaped and with its tags,
 * so Telegram's count of the parsed text is never more): heading, lines, then the tail. When the
 * lines do not fit, the first one that does not is cut at a character (or dropped), the rest left
 * out, and a cut mark says the whole request is in the inbox.
 */
function render(notification: Notification, format: Format, limit: number): string {
  const head = format.heading(notifyMarks.kinds[notification.kind], notification.title);
  const body = notification.lines.map((line) => {
    const start = format.start(line);
    return { start, line: `${start}${format.escape(line.value)}`.trimEnd() };
  });
  const tail = format.tail(notification);
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

export const telegramText = (notification: Notification, limit = telegramLimit) =>
  render(notification, telegramFormat, limit);

/** The plain text (e-mail, console), the same lines without markup. */
export const plainText = (notification: Notification, limit = emailTextLimit) =>
  render(notification, plainFormat, limit);

/** The e-mail's HTML part: the same lines, the ways to answer as links (tel:, mailto:, wa.me). */
export function emailHtml(notification: Notification, limit = emailTextLimit): string {
  const open = '<div style="font-family: sans-serif; line-height: 1.5">';
  const close = '</div>';
  // Room for the wrapper and a <br> per line (the heading, the lines, the cut mark, the tail).
  const breaks = (notification.lines.length + 5) * '<br>'.length;
  const text = render(notification, htmlFormat, limit - open.length - close.length - breaks);
  return `${open}${text.split('\n').join('<br>\n')}${close}`;
}
