import { readJson } from './body';
import { exportResponse } from './inbox-export';
import { isRequestKind, isRequestStatus } from './kinds';
import { isReference } from './reference';
import type { ListCursor, ListQuery, RequestStore } from './store';
import { json } from './headers';

/**
 * The dealer's inbox API under /gps-app/admin/requests/api/ (behind Cloudflare Access; the
 * caller has checked the token):
 *   GET   /                 newest first: { requests, next }; ?kind= ?status= ?limit= (≤ 200)
 *                           ?before=<next> (the cursor a page answered with; null on the last)
 *   GET   /summary          { new, latest }: how many are new, the newest one's time (polled)
 *   GET   /export.csv       every request of the filter as CSV (?lang=ka|en, worker/inbox-export.ts)
 *   GET   /export.xlsx      the same as an Excel workbook, one sheet per kind
 *   GET   /<reference>      { request }: one request with its history
 *   PATCH /<reference>      { status?, note? } (at most maxPatchBytes), recorded with its author
 *   POST  /maintenance      retry notifications, delete requests past retention
 */
export interface InboxDeps {
  store: RequestStore;
  maintenance: () => Promise<Record<string, number>>;
  /** The signed-in Access identity; '' when Access named none. */
  actor?: string;
  now?: () => Date;
}

export const maxNoteLength = 2000;
export const maxListLimit = 200;
/** A status and a note of at most maxNoteLength characters: a few kB of JSON. */
export const maxPatchBytes = 16 * 1024;

const base64url = (text: string) =>
  btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** The opaque ?before= of the page after the one ending with this row. */
export const encodeCursor = ({ createdAt, id }: ListCursor) =>
  base64url(JSON.stringify([createdAt, id]));

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
    kind: kind as ListQuery['kind'],
    status: status as ListQuery['status'],
    before: before ?? undefined,
  };
}

async function withHistory(store: RequestStore, reference: string) {
  const found = await store.get(reference);
  return found ? { ...found, history: await store.history(reference) } : null;
}

async function patch(deps: InboxDeps, reference: string, request: Request) {
  const { store } = deps;
  const read = await readJson(request, maxPatchBytes);
  if (!read.ok) return json(read.status, { errors: { body: read.code } });
  const { status, note } = (read.value ?? {}) as Record<string, unknown>;
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
  const by = { actor: deps.actor ?? '', at: (deps.now?.() ?? new Date()).toISOString() };
  if (!(await store.update(reference, change, by))) return json(404, { error: 'notFound' });
  return json(200, { request: await withHistory(store, reference) });
}

const exports = { 'export.csv': 'csv', 'export.xlsx': 'xlsx' } as const;

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
    const download = path === '' ? null : exports[path as keyof typeof exports];
    // A download takes everything the filter matches: a page size or cursor is not its business.
    const params = new URLSearchParams(url.searchParams);
    if (download) for (const name of ['limit', 'before', 'lang']) params.delete(name);
    const query = listQuery(params);
    if ('errors' in query) return json(400, query);
    if (download) {
      const filter = { kind: query.kind, status: query.status };
      return exportResponse(download, store, filter, url.searchParams.get('lang'));
    }
    const requests = await store.list(query);
    const last = requests.length === query.limit ? requests.at(-1) : undefined;
    return json(200, { requests, next: last ? encodeCursor(last) : null });
  }
  if (path === 'summary') {
    if (method !== 'GET') return json(405, { error: 'method' });
    return json(200, await store.summary());
  }
  if (path === 'maintenance') {
    if (method !== 'POST') return json(405, { error: 'method' });
    return json(200, await deps.maintenance());
  }
  if (!isReference(path)) return json(404, { error: 'notFound' });
  if (method === 'GET') {
    const found = await withHistory(store, path);
    return found ? json(200, { request: found }) : json(404, { error: 'notFound' });
  }
  if (method === 'PATCH') return patch(deps, path, request);
  return json(405, { error: 'method' });
}
