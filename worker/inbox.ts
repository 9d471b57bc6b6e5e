import { readLimited } from './body';
import { toCsv } from './csv';
import { toXlsx } from './xlsx';
import { isRequestKind, isRequestStatus } from './kinds';
import { isReference } from './reference';
import type { ListCursor, ListQuery, RequestStore, StoredRequest } from './store';

/**
 * The dealer's inbox API under /gps-app/admin/requests/api/ (behind Cloudflare Access; the
 * caller has checked the token):
 *   GET   /                 newest first: { requests, next }; ?kind= ?status= ?limit= (≤ 200)
 *                           ?before=<next> (the cursor a page answered with; null on the last)
 *   GET   /export.csv       the same list as CSV
 *   GET   /export.xlsx      the same list as an Excel workbook
 *   GET   /<reference>      one request
 *   PATCH /<reference>      { status?, note? } (at most maxPatchBytes)
 *   POST  /maintenance      retry notifications, delete requests past retention
 */
export interface InboxDeps {
  store: RequestStore;
  maintenance: () => Promise<Record<string, number>>;
}

export const maxNoteLength = 2000;
export const maxListLimit = 200;
/** A change is a status and a note of at most maxNoteLength characters: a few kB of JSON. */
export const maxPatchBytes = 16 * 1024;

const json = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

const base64url = (text: string) =>
  btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** The opaque ?before= of the page after the one ending with this row. */
export function encodeCursor({ createdAt, id }: ListCursor): string {
  return base64url(JSON.stringify([createdAt, id]));
}

/** The row a ?before= names, or null when it is not a cursor this API wrote. */
export function decodeCursor(text: string): ListCursor | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(text)) return null;
  let value: unknown;
  try {
    value = JSON.parse(atob(text.replace(/-/g, '+').replace(/_/g, '/')));
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 2) return null;
  const [createdAt, id] = value as unknown[];
  if (typeof createdAt !== 'string' || Number.isNaN(Date.parse(createdAt))) return null;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) return null;
  return { createdAt, id };
}

/** The list query from the URL; an unknown kind or status is an error, not "everything". */
export function listQuery(params: URLSearchParams): ListQuery | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const kind = params.get('kind') || undefined;
  const status = params.get('status') || undefined;
  const beforeText = params.get('before');
  const before = beforeText === null ? undefined : decodeCursor(beforeText);
  const limitText = params.get('limit');
  const limit = limitText === null ? 50 : Number(limitText);
  if (kind !== undefined && !isRequestKind(kind)) errors.kind = 'invalid';
  if (status !== undefined && !isRequestStatus(status)) errors.status = 'invalid';
  if (!Number.isInteger(limit) || limit < 1 || limit > maxListLimit) errors.limit = 'invalid';
  if (before === null) errors.before = 'invalid';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    limit,
    ...(kind ? { kind: kind as ListQuery['kind'] } : {}),
    ...(status ? { status: status as ListQuery['status'] } : {}),
    ...(before ? { before } : {}),
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** One CSV row per request: what the dealer sorts and calls back by. */
export const csvHeader = [
  'reference',
  'kind',
  'created_at',
  'status',
  'note',
  'notified_at',
  'name',
  'company',
  'phone',
  'email',
  'subject',
  'items',
  'text',
];

export function csvRow(request: StoredRequest): string[] {
  const { payload } = request;
  const items = Array.isArray(payload.items)
    ? payload.items
        .map(
          (item: { id?: unknown; quantity?: unknown }) => `${text(item?.id)} × ${item?.quantity}`,
        )
        .join('; ')
    : '';
  return [
    request.reference,
    request.kind,
    request.createdAt,
    request.status,
    request.note,
    request.notifiedAt ?? '',
    text(payload.name),
    text(payload.company),
    text(payload.phone),
    text(payload.email),
    text(payload.subject),
    items,
    text(payload.message) || text(payload.note) || text(payload.details),
  ];
}

async function patch(store: RequestStore, reference: string, request: Request) {
  const bytes = await readLimited(request, maxPatchBytes);
  if (!bytes) return json(413, { errors: { body: 'tooLarge' } });
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return json(400, { errors: { body: 'invalid' } });
  }
  const { status, note } = (typeof body === 'object' && body !== null ? body : {}) as {
    status?: unknown;
    note?: unknown;
  };
  const errors: Record<string, string> = {};
  if (status !== undefined && !isRequestStatus(status)) errors.status = 'invalid';
  if (note !== undefined && (typeof note !== 'string' || note.length > maxNoteLength)) {
    errors.note = 'invalid';
  }
  if (status === undefined && note === undefined) errors.body = 'empty';
  if (Object.keys(errors).length > 0) return json(400, { errors });
  const change = {
    ...(isRequestStatus(status) ? { status } : {}),
    ...(typeof note === 'string' ? { note: note.trim() } : {}),
  };
  if (!(await store.update(reference, change))) return json(404, { error: 'notFound' });
  return json(200, { request: await store.get(reference) });
}

/** The downloads of the list: the same rows as CSV or as a workbook. */
const exports = {
  'export.csv': { type: 'text/csv; charset=utf-8; header=present', body: toCsv },
  'export.xlsx': {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body: (rows: string[][]) => toXlsx(rows),
  },
} as const;

/** Routes one inbox call; `path` is what follows /api/ ("" for the list). */
export async function handleInbox(request: Request, path: string, deps: InboxDeps) {
  const { store } = deps;
  const method = request.method.toUpperCase();
  const url = new URL(request.url);
  // Access's cookie rides along on any request to the host: a change must come from the inbox
  // page itself (or a client that sends no Origin, like the scheduler).
  const origin = request.headers.get('origin');
  if (method !== 'GET' && origin !== null && origin !== url.origin) {
    return json(403, { error: 'crossOrigin' });
  }
  if (path === '' || Object.hasOwn(exports, path)) {
    if (method !== 'GET') return json(405, { error: 'method' });
    const query = listQuery(url.searchParams);
    if ('errors' in query) return json(400, query);
    const requests = await store.list(query);
    if (path === '') {
      const last = requests.length === query.limit ? requests.at(-1) : undefined;
      return json(200, { requests, next: last ? encodeCursor(last) : null });
    }
    const { type, body } = exports[path as keyof typeof exports];
    return new Response(body([csvHeader, ...requests.map(csvRow)]), {
      headers: {
        'Content-Type': type,
        'Content-Disposition': `attachment; filename="requests.${path.split('.')[1]}"`,
        'Cache-Control': 'no-store',
      },
    });
  }
  if (path === 'maintenance') {
    if (method !== 'POST') return json(405, { error: 'method' });
    return json(200, await deps.maintenance());
  }
  if (!isReference(path)) return json(404, { error: 'notFound' });
  if (method === 'GET') {
    const found = await store.get(path);
    return found ? json(200, { request: found }) : json(404, { error: 'notFound' });
  }
  if (method === 'PATCH') return patch(store, path, request);
  return json(405, { error: 'method' });
}
