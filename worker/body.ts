import {
  maxPhotoBytes,
  maxPhotos,
  payloadPart,
  photoPart,
} from '@/components/service-request/fieldRules';

/** A JSON or urlencoded request body larger than this is refused with 413 before it is parsed. */
export const maxBodyBytes = 32 * 1024;
/** Room for the text parts of a multipart post (the photos have their own allowance). */
export const maxMultipartTextBytes = 64 * 1024;
/** A multipart post (photos attached) larger than this is refused with 413 as it streams in. */
export const maxMultipartBytes = maxPhotos * maxPhotoBytes + maxMultipartTextBytes;
/** Parts beyond this make a multipart body invalid (no client needs more). */
export const maxMultipartParts = 64;

/**
 * `json` (the forms with JavaScript), `form` (urlencoded: the forms without it) and
 * `multipart` (multipart/form-data: photos attached, from either).
 */
export type BodyFormat = 'json' | 'form' | 'multipart';

/** A file part of a multipart body, as sent: the Worker checks its bytes (worker/photos.ts). */
export interface UploadedFile {
  name: string;
  /** The declared Content-Type, never trusted. */
  type: string;
  bytes: Uint8Array;
}

export type ReadBody =
  | { ok: true; format: BodyFormat; fields: Record<string, unknown>; files: UploadedFile[] }
  | { ok: false; status: 400 | 413 | 415; code: 'invalid' | 'tooLarge' | 'unsupported' };

/** JSON, a plain form post or a multipart form post; anything else is unsupported. */
export function bodyFormat(contentType: string | null): BodyFormat | null {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  if (type === 'application/json') return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  if (type === 'multipart/form-data' && multipartBoundary(contentType)) return 'multipart';
  return null;
}

/** The boundary parameter of a multipart Content-Type (RFC 2046: 1–70 characters). */
export function multipartBoundary(contentType: string | null): string | null {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^;\s]{1,70}))/i.exec(contentType ?? '');
  return match?.[1] ?? match?.[2] ?? null;
}

/**
 * The body's bytes, stopping as soon as more than `limit` arrived (a wrong or missing
 * Content-Length cannot make the function buffer an endless upload).
 */
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
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The fields of a form post; a name sent twice keeps its last value. */
export function parseFormBody(text: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(text));
}

/** One part of a multipart body; `filename` is set (maybe empty) only on a file part. */
export interface MultipartPart {
  name: string;
  filename?: string;
  type: string;
  bytes: Uint8Array;
}

/** Invalid UTF-8 throws (workers' types want ignoreBOM stated; false is the web's default). */
const strictUtf8 = { fatal: true, ignoreBOM: false };
const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const crlf = ascii('\r\n');
const headerEnd = ascii('\r\n\r\n');

function indexOf(haystack: Uint8Array, needle: Uint8Array, from: number): number {
  const first = needle[0];
  const last = haystack.length - needle.length;
  for (let i = haystack.indexOf(first ?? 0, from); i !== -1 && i <= last;) {
    let j = 1;
    while (j < needle.length && haystack[i + j] === needle[j]) j += 1;
    if (j === needle.length) return i;
    i = haystack.indexOf(first ?? 0, i + 1);
  }
  return -1;
}

const startsAt = (bytes: Uint8Array, needle: Uint8Array, at: number) =>
  needle.every((byte, i) => bytes[at + i] === byte);

/** A header parameter: quoted (backslash escapes), bare, or RFC 5987 `name*=UTF-8''…`. */
function headerParams(value: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const match of value.matchAll(/;\s*([\w*.-]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g)) {
    const key = match[1]!.toLowerCase();
    const raw = match[2] !== undefined ? match[2].replace(/\\(.)/g, '$1') : match[3]!.trim();
    if (key.endsWith('*')) {
      const encoded = /^utf-8'[^']*'(.*)$/i.exec(raw)?.[1];
      if (encoded === undefined) continue;
      try {
        params[key.slice(0, -1)] = decodeURIComponent(encoded);
      } catch {
        // An undecodable extended value is ignored; the plain one may still be there.
      }
    } else params[key] ??= raw;
  }
  return params;
}

function readPart(head: string, bytes: Uint8Array): MultipartPart | null {
  let disposition = '';
  let type = '';
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon < 1) return null;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'content-disposition') disposition = value;
    else if (name === 'content-type') type = value.toLowerCase();
  }
  if (!/^form-data\s*(;|$)/i.test(disposition)) return null;
  const params = headerParams(disposition);
  if (params.name === undefined) return null;
  const part: MultipartPart = { name: params.name, type, bytes };
  if (params.filename !== undefined) part.filename = params.filename;
  return part;
}

/**
 * The parts of a multipart/form-data body (RFC 7578), or null when it is not one: the first
 * delimiter may follow a preamble, each part has its headers (Content-Disposition form-data
 * with a name), the body ends with the close delimiter. Bytes are views of the input.
 */
export function parseMultipart(bytes: Uint8Array, boundary: string): MultipartPart[] | null {
  const delimiter = ascii(`--${boundary}`);
  const next = ascii(`\r\n--${boundary}`);
  let at = startsAt(bytes, delimiter, 0) ? 0 : indexOf(bytes, next, 0) + 2;
  if (at < 0 || at === 1) return null;
  const parts: MultipartPart[] = [];
  const decoder = new TextDecoder();
  for (;;) {
    at += delimiter.length;
    if (bytes[at] === 0x2d && bytes[at + 1] === 0x2d) return parts; // "--": the close delimiter
    while (bytes[at] === 0x20 || bytes[at] === 0x09) at += 1; // transport padding
    if (!startsAt(bytes, crlf, at)) return null;
    at += 2;
    const headEnd = indexOf(bytes, headerEnd, at);
    if (headEnd < 0) return null;
    const end = indexOf(bytes, next, headEnd + 4);
    if (end < 0 || parts.length >= maxMultipartParts) return null;
    const part = readPart(
      decoder.decode(bytes.subarray(at, headEnd)),
      bytes.subarray(headEnd + 4, end),
    );
    if (!part) return null;
    parts.push(part);
    at = end + 2;
  }
}

/**
 * A multipart post as fields and files. The forms with JavaScript send their JSON in a
 * `payload` part; without JavaScript each field is a part of its own (a name sent twice keeps
 * its last value). Files come from `photo` parts; an empty one (no file chosen) is dropped.
 */
function multipartBody(bytes: Uint8Array, boundary: string | null): ReadBody {
  const parts = boundary ? parseMultipart(bytes, boundary) : null;
  if (!parts) return { ok: false, status: 400, code: 'invalid' };
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  let textBytes = 0;
  let payload: unknown;
  const decoder = new TextDecoder('utf-8', strictUtf8);
  try {
    for (const part of parts) {
      if (part.name === photoPart) {
        // A file input with no file chosen sends an empty part.
        if (part.bytes.length > 0 || part.filename) {
          files.push({ name: part.filename ?? '', type: part.type, bytes: part.bytes });
        }
        continue;
      }
      if (part.filename !== undefined) continue; // a file under another name is not read
      textBytes += part.bytes.length;
      if (textBytes > maxMultipartTextBytes) return { ok: false, status: 413, code: 'tooLarge' };
      const text = decoder.decode(part.bytes);
      if (part.name === payloadPart) payload = JSON.parse(text);
      else fields[part.name] = text;
    }
  } catch {
    return { ok: false, status: 400, code: 'invalid' };
  }
  if (payload === undefined) return { ok: true, format: 'multipart', fields, files };
  if (typeof payload === 'object' && payload !== null && !Array.isArray(payload)) {
    return { ok: true, format: 'multipart', fields: payload as Record<string, unknown>, files };
  }
  return { ok: false, status: 400, code: 'invalid' };
}

/**
 * A JSON body of at most `limit` bytes, as the Worker's own JSON endpoints read it (the inbox's
 * changes, the publish status, the search counts): its value, or why it cannot be read.
 */
export async function readJson(
  request: Request,
  limit: number,
): Promise<{ ok: true; value: unknown } | { ok: false; status: 400 | 413; code: string }> {
  const bytes = await readLimited(request, limit);
  if (!bytes) return { ok: false, status: 413, code: 'tooLarge' };
  try {
    return { ok: true, value: JSON.parse(new TextDecoder('utf-8', strictUtf8).decode(bytes)) };
  } catch {
    return { ok: false, status: 400, code: 'invalid' };
  }
}

/**
 * The request's fields (and files), read within the limit of its format: `maxBodyBytes` for
 * JSON and form posts, `maxMultipartBytes` for multipart (unless `limit` says otherwise).
 */
export async function readBody(request: Request, limit?: number): Promise<ReadBody> {
  const contentType = request.headers.get('content-type');
  const format = bodyFormat(contentType);
  if (!format) return { ok: false, status: 415, code: 'unsupported' };
  const max = limit ?? (format === 'multipart' ? maxMultipartBytes : maxBodyBytes);
  const bytes = await readLimited(request, max);
  if (!bytes) return { ok: false, status: 413, code: 'tooLarge' };
  if (format === 'multipart') return multipartBody(bytes, multipartBoundary(contentType));
  let text: string;
  try {
    text = new TextDecoder('utf-8', strictUtf8).decode(bytes);
  } catch {
    return { ok: false, status: 400, code: 'invalid' };
  }
  if (format === 'form') return { ok: true, format, fields: parseFormBody(text), files: [] };
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      return { ok: true, format, fields: value as Record<string, unknown>, files: [] };
    }
  } catch {
    // Falls through to the error below.
  }
  return { ok: false, status: 400, code: 'invalid' };
}
