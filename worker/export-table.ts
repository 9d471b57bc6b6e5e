import { requestKinds, type RequestKind } from './kinds';
import { tbilisiOffsetMs } from './reference';
import type { StoredRequest } from './inbox-records';
import { kindFields } from './validate';
import { words as allWords, type Language } from './words';

/**
 * The inbox's downloads as the dealer reads them (worker/inbox-export.ts writes them out): every
 * value in the inbox's language (never `in_progress`), times on Tbilisi's clock, every field each
 * kind has (the form's own list) plus its products, photo count, page and language.
 */

/** A cell: text, or a moment shown on Tbilisi's clock. */
export type ExportCell = string | { at: string };

export interface ExportTable {
  /** The sheet's name: the kind in words, or the inbox's title for every kind together. */
  name: string;
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
  return [...columns.add('page').add('locale')];
}

const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

const lookup = (table: Readonly<Record<string, string>>, key: string) =>
  Object.hasOwn(table, key) ? (table[key] ?? key) : key;

/** One payload column's value in the language's words. */
export function fieldValue(
  { payload }: Pick<StoredRequest, 'payload'>,
  key: string,
  language: Language,
): string {
  const { options } = allWords[language];
  const value = text(payload[key]);
  const list = (name: string) => (Array.isArray(payload[name]) ? (payload[name] as unknown[]) : []);
  if (key === 'items') {
    const items = list('items') as { id?: unknown; quantity?: unknown }[];
    return items.map((item) => `${text(item?.id)} × ${text(item?.quantity)}`).join('\n');
  }
  if (key === 'photos') return list('photos').length > 0 ? String(list('photos').length) : '';
  if (key === 'vatInvoice') return value ? options.vatInvoice.yes : '';
  return Object.hasOwn(options, key) ? lookup(options[key as keyof typeof options], value) : value;
}

/** The requests as one table; of several kinds, with a column naming each row's kind. */
export function exportTable(
  requests: readonly StoredRequest[],
  kinds: readonly RequestKind[],
  language: Language,
): ExportTable {
  const words = allWords[language];
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

/** One table per kind the filter covers: the workbook's sheets. */
export function tablesByKind(
  requests: readonly StoredRequest[],
  kind: RequestKind | undefined,
  language: Language,
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
