import { json } from './headers';
import { maxPhotoBytes, maxPhotos } from '@/components/forms/photoRules';
import { payloadPart, photoPart } from '@/lib/requests';

/** A JSON or urlencoded request body larger than this is refused with 413 before it is parsed. */
export const maxBodyBytes = 32 * 1024;
/** Room for the text parts of a multipart post (the photos have their own allowance). */
export const maxMultipartTextBytes = 64 * 1024;
/** A multipart post (photos attached) larger than this is refused with 413 as it streams in. */
export const maxMultipartBytes = maxPhotos * maxPhotoBytes + maxMultipartTextBytes;
/** `json` (the forms with JavaScript), `form` (without it), `multipart` (photos attached). */
export type BodyFormat = 'json' | 'form' | 'multipart';

export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

export type ReadBody =
  | { ok: true; format: BodyFormat; fields: Record<string, unknown>; files: UploadedFile[] }
  | { ok: false; status: 400 | 413 | 415; code: 'invalid' | 'tooLarge' | 'unsupported' };

export function bodyFormat(contentType: string | null): BodyFormat | null {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  if (type === 'application/json') return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  if (type === 'multipart/form-data' && /;\s*boundary=/i.test(contentType ?? ''))
    return 'multipart';
  return null;
}

/** The body's bytes, stopping once more than `limit` arrived (whatever Content-Length says). */
export async function readLimited(request: Request, limit: number): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new Uint8Array(await new Blob(chunks).arrayBuffer());
}

/** Invalid UTF-8 throws (workers' types want ignoreBOM stated; false is the web's default). */
const strictUtf8 = { fatal: true, ignoreBOM: false };
const invalid = { ok: false, status: 400, code: 'invalid' } as const;
const tooLarge = { ok: false, status: 413, code: 'tooLarge' } as const;

/**
 * A multipart post: the forms with JavaScript send their JSON in a `payload` part, without it
 * each field is a part. Files come from `photo` parts only; an empty one (none chosen) is dropped.
 */
async function multipartBody(bytes: Uint8Array, contentType: string): Promise<ReadBody> {
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  let textBytes = 0;
  let payload: unknown;
  try {
    const form = await new Response(bytes, { headers: { 'Content-Type': contentType } }).formData();
    for (const [name, value] of form) {
      // A file input with no file chosen may come as an empty file or an empty text.
      if (name === photoPart || typeof value !== 'string') {
        if (name === photoPart && typeof value !== 'string' && (value.size > 0 || value.name)) {
          files.push({ name: value.name, bytes: new Uint8Array(await value.arrayBuffer()) });
        }
        continue;
      }
      textBytes += new TextEncoder().encode(value).byteLength;
      if (textBytes > maxMultipartTextBytes) return tooLarge;
      if (name === payloadPart) payload = JSON.parse(value);
      else fields[name] = value;
    }
  } catch {
    return invalid;
  }
  if (payload === undefined) return { ok: true, format: 'multipart', fields, files };
  return isObject(payload) ? { ok: true, format: 'multipart', fields: payload, files } : invalid;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON body of at most `limit` bytes (the Worker's own JSON endpoints). */
export async function readJson(
  request: Request,
  limit: number,
): Promise<{ ok: true; value: unknown } | { ok: false; status: 400 | 413; code: string }> {
  const bytes = await readLimited(request, limit);
  if (!bytes) return tooLarge;
  try {
    return { ok: true, value: JSON.parse(new TextDecoder('utf-8', strictUtf8).decode(bytes)) };
  } catch {
    return invalid;
  }
}

/** A JSON endpoint's body (Content-Type checked), or the 415, 413 or 400 answer. */
export async function jsonBody(request: Request, limit: number) {
  if (bodyFormat(request.headers.get('content-type')) !== 'json')
    return json(415, { errors: { body: 'unsupported' } });
  const read = await readJson(request, limit);
  return read.ok ? read : json(read.status, { errors: { body: read.code } });
}

export async function readBody(request: Request): Promise<ReadBody> {
  const contentType = request.headers.get('content-type') ?? '';
  const format = bodyFormat(contentType);
  if (!format) return { ok: false, status: 415, code: 'unsupported' };
  const multipart = format === 'multipart';
  const bytes = await readLimited(request, multipart ? maxMultipartBytes : maxBodyBytes);
  if (!bytes) return tooLarge;
  if (multipart) return multipartBody(bytes, contentType);
  try {
    const text = new TextDecoder('utf-8', strictUtf8).decode(bytes);
    // A form post's name sent twice keeps its last value.
    const fields: unknown =
      format === 'form' ? Object.fromEntries(new URLSearchParams(text)) : JSON.parse(text);
    if (isObject(fields)) return { ok: true, format, fields, files: [] };
  } catch {
    // Not UTF-8, or not JSON: the error below.
  }
  return invalid;
}
