import type { RequestKind } from './kinds';

/**
 * The dealer's Telegram message for one request (parse mode HTML). Field names are symbols, not
 * words, so the text needs no translation; the subject line is the one the form wrote in the
 * visitor's language. Everything the visitor typed is escaped.
 */
export interface NotifyInput {
  kind: RequestKind;
  reference: string;
  payload: Record<string, unknown>;
  /** The inbox page, linked at the end when known. */
  inboxUrl?: string;
}

/** Telegram's limit is 4096 characters; long messages are cut well before it. */
export const maxQuotedLength = 1500;

/** Escapes the three characters Telegram's HTML parse mode reads as markup. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const kindMarks: Record<RequestKind, string> = {
  contact: '✉️',
  quote: '🧾',
  service: '🛠',
  meter: '🔢',
};

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function cut(value: string): string {
  const characters = Array.from(value);
  return characters.length > maxQuotedLength
    ? `${characters.slice(0, maxQuotedLength).join('')}…`
    : value;
}

function itemLines(items: unknown): string[] {
  if (!Array.isArray(items)) return [];
  return items.map((item: { id?: unknown; quantity?: unknown; name?: unknown }) => {
    const name = text(item?.name);
    const label = `${text(item?.id)} × ${Number(item?.quantity) || 1}`;
    return `• <code>${escapeHtml(label)}</code>${name ? ` ${escapeHtml(name)}` : ''}`;
  });
}

export function notificationText({ kind, reference, payload, inboxUrl }: NotifyInput): string {
  const line = (mark: string, value: unknown) => {
    const written = text(value);
    return written ? [`${mark} ${escapeHtml(cut(written))}`] : [];
  };
  const serial = text(payload.serial);
  const counters = [text(payload.mono), text(payload.colour)].filter(Boolean).join(' / ');
  const lines = [
    `${kindMarks[kind]} <b>${escapeHtml(reference)}</b>`,
    ...line('', payload.subject).map((subject) => subject.trimStart()),
    ...line('👤', [text(payload.name), text(payload.company)].filter(Boolean).join(', ')),
    ...line('📞', payload.phone),
    ...line('📧', payload.email),
    ...line('🖨', [text(payload.model), serial].filter(Boolean).join(', ')),
    ...(kind === 'meter' ? line('📅', payload.date) : []),
    ...(kind === 'meter' ? line('#', counters) : []),
    ...line('📍', payload.address),
    ...itemLines(payload.items),
    ...line('💬', payload.message ?? payload.note ?? payload.details ?? payload.errorCode),
    ...(inboxUrl ? [escapeHtml(inboxUrl)] : []),
  ];
  return lines.join('\n');
}
