import { fieldColumns, fieldValue } from './export-table';
import type { RequestKind } from './kinds';
import { notifyMarks, type Notification, type NotifyLine } from './notify-render';
import { oneLine } from './one-line';
import { answerWays, statedLanguage } from './reply-links';
import { words as allWords, type Language } from './words';

/**
 * The dealer's notification of one request, built once and written out for each channel
 * (worker/notify-render.ts). Every field the kind has is a line, in the downloads' order and
 * words (worker/export-table.ts); what the visitor typed is made one line, so it cannot pose as
 * one of the builder's own lines. Then the ways to answer and the link to the inbox.
 */
export interface NotifyInput {
  kind: RequestKind;
  reference: string;
  payload: Record<string, unknown>;
  /** The inbox page; the notification links the request there (`?ref=`) when known. */
  inboxUrl?: string;
}

const text = (value: unknown) =>
  typeof value === 'string' ? oneLine(value) : Number.isFinite(value) ? String(value) : '';

/** `<inboxUrl>?ref=<reference>`: the inbox page opens that request. */
export function inboxLink(inboxUrl: string, reference: string): string {
  const base = oneLine(inboxUrl);
  return `${base}${base.includes('?') ? '&' : '?'}ref=${encodeURIComponent(oneLine(reference))}`;
}

const freeText = ['message', 'note', 'details'];

const short = (value: string, max: number) => Array.from(value).slice(0, max).join('');

export function buildNotification(
  { kind, reference, payload, inboxUrl }: NotifyInput,
  language: Language = 'ka',
): Notification {
  const words = allWords[language];
  const lines: NotifyLine[] = [];
  const request = { payload } as Parameters<typeof fieldValue>[0];
  // The visitor's free text last: a message cut to fit keeps the products and the contact.
  const columns = fieldColumns([kind]).sort(
    (a, b) => Number(freeText.includes(a)) - Number(freeText.includes(b)),
  );
  for (const key of columns) {
    const label = words.fields[key as keyof typeof words.fields] ?? key;
    const items = Array.isArray(payload.items) ? (payload.items as unknown[]) : [];
    if (key === 'items' && items.length > 0) {
      lines.push({ label, value: String(items.length) });
      for (const item of items) {
        const { id, quantity, name } = (item ?? {}) as Record<string, unknown>;
        const code = `${text(id) || '?'} × ${text(quantity) || '?'}`;
        lines.push({ label: notifyMarks.item, code, value: text(name) });
      }
    } else if (key === 'locale') {
      const written = statedLanguage(payload);
      if (written) lines.push({ label, value: words.languages[written] });
    } else if (key !== 'items') {
      const value = oneLine(fieldValue(request, key, language));
      if (value) lines.push({ label, value });
    }
  }

  const shortReference = short(oneLine(reference), 40);
  const title = `${words.kinds[kind]} ${shortReference}`;
  const name = short(text(payload.name), 80);
  return {
    kind,
    reference: shortReference,
    title,
    subject: name ? `${title} — ${name}` : title,
    lines,
    answers: answerWays(shortReference, payload, language),
    link: inboxUrl ? inboxLink(inboxUrl, reference) : null,
    cut: words.cut,
  };
}
