/**
 * Photos sent with a service request or a meter reading (docs/requests.md): checked by their
 * bytes, kept privately in R2 under `<reference>/<index>` and listed in the stored payload as
 * `photos: [{ index, name, type, size }]`.
 *
 * If R2 fails after the row was stored, the text is kept: the answer says `photosStored: false`,
 * the row still lists every photo (the inbox says which is missing), and a retry with the same
 * submissionId puts the listed photos R2 lacks from its photo of the same place, type and size.
 */
import {
  isPhotoKind,
  maxPhotoBytes,
  maxPhotos,
  type PhotoError,
  type PhotoType,
} from '@/components/forms/photoRules';
import type { UploadedFile } from './body';
import type { RequestStore } from './store';

export interface StoredPhoto {
  /** 1, 2 or 3, in the order sent. */
  index: number;
  /** The file name as sent (at most 200 characters). */
  name: string;
  /** The type its bytes show. */
  type: PhotoType;
  size: number;
}

export interface Photo extends StoredPhoto {
  bytes: Uint8Array;
}

export type PhotoBucket = Pick<R2Bucket, 'put' | 'get' | 'delete'>;

const heicBrands: Record<string, PhotoType> = {
  heic: 'image/heic',
  heix: 'image/heic',
  hevc: 'image/heic',
  mif1: 'image/heif',
  msf1: 'image/heif',
};

const text = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** The photo type the file's first bytes show, or null; the declared type and name play no part. */
export function sniffPhotoType(bytes: Uint8Array): PhotoType | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((byte, i) => bytes[i] === byte)) return 'image/png';
  if (text(bytes, 0, 4) === 'RIFF' && text(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (text(bytes, 4, 8) === 'ftyp') return heicBrands[text(bytes, 8, 12)] ?? null;
  return null;
}

/** A file name as stored: no path, no control characters, at most 200 characters. */
export function photoName(name: string, index: number): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
  return clean || `photo-${index}`;
}

/** The request's photos checked, with the field codes the forms have labels for. */
export function checkPhotos(
  kind: unknown,
  files: readonly UploadedFile[],
): { ok: true; photos: Photo[] } | { ok: false; errors: { photos: PhotoError } } {
  const fail = (code: PhotoError) => ({ ok: false as const, errors: { photos: code } });
  if (files.length === 0) return { ok: true, photos: [] };
  if (!isPhotoKind(kind)) return fail('unexpected');
  if (files.length > maxPhotos) return fail('tooMany');
  if (files.some((file) => file.bytes.length > maxPhotoBytes)) return fail('tooLarge');
  const photos: Photo[] = [];
  for (const [i, { name, bytes }] of files.entries()) {
    const type = sniffPhotoType(bytes);
    if (!type) return fail('type');
    photos.push({ index: i + 1, name: photoName(name, i + 1), type, size: bytes.length, bytes });
  }
  return { ok: true, photos };
}

/** What the payload keeps of the photos (not their bytes). */
export const storedPhotos = (photos: readonly Photo[]): StoredPhoto[] =>
  photos.map(({ index, name, type, size }) => ({ index, name, type, size }));

const photoKey = (reference: string, index: number) => `${reference}/${index}`;

async function putPhoto(bucket: PhotoBucket, reference: string, photo: Photo): Promise<boolean> {
  try {
    await bucket.put(photoKey(reference, photo.index), photo.bytes, {
      httpMetadata: { contentType: photo.type },
      customMetadata: { name: photo.name, reference, index: String(photo.index) },
    });
    return true;
  } catch (error) {
    console.error(`requests: photo ${photoKey(reference, photo.index)} was not stored`, error);
    return false;
  }
}

/** Stores every photo; true when all are in the bucket (a failed one is logged, not thrown). */
export async function putPhotos(bucket: PhotoBucket, reference: string, photos: readonly Photo[]) {
  const results = await Promise.all(photos.map((photo) => putPhoto(bucket, reference, photo)));
  return results.every(Boolean);
}

/** The payload's photo list, read defensively (a row is outside input once stored). */
export function listedPhotos(payload: Record<string, unknown>): StoredPhoto[] {
  const list: unknown[] = Array.isArray(payload.photos) ? payload.photos : [];
  return list.filter((entry): entry is StoredPhoto => {
    const { index, name, type, size } = (entry ?? {}) as Record<string, unknown>;
    return (
      Number.isInteger(index) &&
      typeof name === 'string' &&
      typeof type === 'string' &&
      typeof size === 'number'
    );
  });
}

/** A retry: puts the listed photos the bucket lacks; true when every one is now there. */
export async function completePhotos(
  bucket: PhotoBucket,
  reference: string,
  listed: readonly StoredPhoto[],
  retry: readonly Photo[],
): Promise<boolean> {
  let complete = true;
  for (const entry of listed) {
    const key = photoKey(reference, entry.index);
    try {
      const object = await bucket.get(key);
      if (object) {
        await object.body?.cancel?.().catch(() => undefined);
        continue;
      }
    } catch (error) {
      console.error(`requests: photo ${key} could not be read`, error);
      complete = false;
      continue;
    }
    const photo = retry.find(
      (p) => p.index === entry.index && p.type === entry.type && p.size === entry.size,
    );
    if (!photo || !(await putPhoto(bucket, reference, { ...photo, name: entry.name }))) {
      complete = false;
    }
  }
  return complete;
}

const inlineTypes = new Set<string>(['image/jpeg', 'image/png', 'image/webp']);
const servedTypes = new Set<string>([...inlineTypes, 'image/heic', 'image/heif']);

/** RFC 5987 encoding of a file name for `filename*=UTF-8''…`. */
export const encodeFilename = (name: string) =>
  encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

const notFound = (error: 'notFound' | 'missing') =>
  Response.json({ error }, { status: 404, headers: { 'Cache-Control': 'private, no-store' } });

/**
 * GET <inbox api>/<reference>/photos/<index> (the caller checked Access): 404 `notFound` for a
 * photo the row does not list, 404 `missing` for one the bucket lacks; else the file, sandboxed,
 * JPEG/PNG/WebP inline, HEIC/HEIF (which browsers do not show) as a download under its name.
 */
export async function photoResponse(
  store: RequestStore,
  bucket: R2Bucket | undefined,
  reference: string,
  index: string,
): Promise<Response> {
  if (!/^[1-9]$/.test(index)) return notFound('notFound');
  const row = await store.get(reference);
  const entry = row && listedPhotos(row.payload).find((photo) => photo.index === Number(index));
  if (!row || !entry) return notFound('notFound');
  const object = bucket ? await bucket.get(photoKey(row.reference, entry.index)) : null;
  if (!object) return notFound('missing');
  const stored = object.httpMetadata?.contentType?.toLowerCase() ?? '';
  const type = servedTypes.has(stored) ? stored : 'application/octet-stream';
  const name = object.customMetadata?.name ?? entry.name;
  return new Response(object.body, {
    headers: {
      'Content-Type': type,
      'Content-Length': String(object.size),
      'Content-Disposition': inlineTypes.has(type)
        ? 'inline'
        : `attachment; filename*=UTF-8''${encodeFilename(name)}`,
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  });
}

/** Deletes every key `<reference>/1…maxPhotos` of these requests (R2 ignores missing ones). */
export async function deletePhotos(
  bucket: Pick<R2Bucket, 'delete'> | undefined,
  references: readonly string[],
): Promise<void> {
  if (!bucket) return;
  const keys = references.flatMap((reference) =>
    Array.from({ length: maxPhotos }, (_, i) => photoKey(reference, i + 1)),
  );
  // R2 deletes at most 1,000 keys a call.
  for (let start = 0; start < keys.length; start += 1000) {
    await bucket.delete(keys.slice(start, start + 1000));
  }
}
