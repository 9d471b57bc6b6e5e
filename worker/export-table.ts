import { requestKinds, type RequestKind } from './kinds';
import { inboxWords } from './inbox-words';
import { notifyWords, type NotifyLanguage } from './notify-words';
import { tbilisiOffsetMs } from './reference';
import type { StoredRequest } from './inbox-records';
import { kindFields } from './validate';

/**
 * The inbox's downloads as the dealer reads them (worker/inbox-export.ts writes them out): the
 * headers and every value in the inbox's language (kinds, statuses and the forms' options as
 * words, never `in_progress`), times on Tbilisi's clock, and every field each kind has (the
 * form's own list, worker/validate.ts) plus its products, photo count, page and language.
 */

/** A cell: text, or a moment shown on Tbilisi's clock. */
export type ExportCell = string | { at: string };

export interface ExportTable {
  /** The sheet's name: the kind in words, or the inbox's title for every kind together. */
  name: string;
  /** The header first, then one row per request. */
  rows: ExportCell[][];
}

/** Who to answer first, then the kind's own fields, then what every kind has. */
const contactFirst = ['name', 'company', 'companyId', 'phone', 'email'];

/** The payload's columns for these kinds, each once, in the forms' order. */
export function fieldColumns(kinds: readonly RequestKind[]): string[] {
  const columns = new Set<string>();
  const fields = new Set(kinds.flatMap((kind) => kindFields[kind]));
  for (const name of contactFirst) if (fields.has(name)) columns.add(name);
  for (const kind of kinds) {
    for (const name of kindFields[kind]) columns.add(name);
    if (kind === 'quote') columns.add('items');
    if (kind === 'service' || kind === 'meter') columns.add('photos');
  }
  columns.add('page').add('locale');
  return [...columns];
}

/** The option fields and the table of their words (the forms' own, messages/{ka,en}.json). */
const optionTables = {
  topic: 'topics',
  reply: 'replies',
  problem: 'problems',
  urgency: 'urgencies',
  visitTime: 'visitTimes',
} as const;

const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

const lookup = (table: Readonly<Record<string, string>>, key: string) =>
  Object.hasOwn(table, key) ? (table[key] ?? key) : key;

/** A quote's products, one line each: "colour-mfp-c3030 × 2". */
function itemLines(items: unknown): string {
  if (!Array.isArray(items)) return '';
  return items
    .map(
      (item: { id?: unknown; quantity?: unknown }) => `${text(item?.id)} × ${text(item?.quantity)}`,
    )
    .join('\n');
}

/** One payload column's value in the language's words. */
export function fieldValue(request: StoredRequest, key: string, language: NotifyLanguage): string {
  const { payload } = request;
  const value = text(payload[key]);
  if (key === 'items') return itemLines(payload.items);
  if (key === 'photos')
    return Array.isArray(payload.photos) && payload.photos.length > 0
      ? String(payload.photos.length)
      : '';
  if (key === 'vatInvoice') return value ? notifyWords[language].yes : '';
  if (key === 'locale') return lookup(inboxWords[language].languages, value);
  if (Object.hasOwn(optionTables, key)) {
    const table = notifyWords[language][optionTables[key as keyof typeof optionTables]];
    return lookup(table, value);
  }
  return value;
}

/**
 * The requests as one table: of one kind (its columns only), or of several with a column naming
 * each row's kind (the CSV of every kind).
 */
export function exportTable(
  requests: readonly StoredRequest[],
  kinds: readonly RequestKind[],
  language: NotifyLanguage,
): ExportTable {
  const words = inboxWords[language];
  const mixed = kinds.length > 1;
  const columns = fieldColumns(kinds);
  const label = (key: string) => lookup(words.fields, key);
  const header = [
    words.reference,
    ...(mixed ? [words.kind] : []),
    words.received,
    words.status,
    words.dealerNote,
    ...columns.map(label),
  ];
  const rows = requests.map((request): ExportCell[] => [
    request.reference,
    ...(mixed ? [lookup(words.kinds, request.kind)] : []),
    { at: request.createdAt },
    lookup(words.statuses, request.status),
    request.note,
    ...columns.map((key) => fieldValue(request, key, language)),
  ]);
  const name = mixed ? words.title : words.kinds[kinds[0] ?? 'contact'];
  return { name, rows: [header, ...rows] };
}

/** One table per kind the filter covers (the workbook's sheets), each with its own columns. */
export function tablesByKind(
  requests: readonly StoredRequest[],
  kind: RequestKind | undefined,
  language: NotifyLanguage,
): ExportTable[] {
  return (kind ? [kind] : requestKinds).map((one) =>
    exportTable(
      requests.filter((request) => request.kind === one),
      [one],
      language,
    ),
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "2027-05-31 14:05": a stored UTC time on Tbilisi's clock (UTC+4), as the CSV writes it. */
export function tbilisiClock(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const local = new Date(time + tbilisiOffsetMs);
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}

/** The same moment as an Excel serial on Tbilisi's clock (days since 1899-12-30), or null. */
export function excelSerial(iso: string): number | null {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : (time + tbilisiOffsetMs) / 86_400_000 + 25_569;
}
