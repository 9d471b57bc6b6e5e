/** A request body larger than this is refused with 413 before it is parsed. */
export const maxBodyBytes = 32 * 1024;

export type BodyFormat = 'json' | 'form';

export type ReadBody =
  | { ok: true; format: BodyFormat; fields: Record<string, unknown> }
  | { ok: false; status: 400 | 413 | 415; code: 'invalid' | 'tooLarge' | 'unsupported' };

/** JSON or a plain form post (what the no-JS path sends); anything else is unsupported. */
export function bodyFormat(contentType: string | null): BodyFormat | null {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  if (type === 'application/json') return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  return null;
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

export async function readBody(request: Request, limit = maxBodyBytes): Promise<ReadBody> {
  const format = bodyFormat(request.headers.get('content-type'));
  if (!format) return { ok: false, status: 415, code: 'unsupported' };
  const bytes = await readLimited(request, limit);
  if (!bytes) return { ok: false, status: 413, code: 'tooLarge' };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, status: 400, code: 'invalid' };
  }
  if (format === 'form') return { ok: true, format, fields: parseFormBody(text) };
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      return { ok: true, format, fields: value as Record<string, unknown> };
    }
  } catch {
    // Falls through to the error below.
  }
  return { ok: false, status: 400, code: 'invalid' };
}
