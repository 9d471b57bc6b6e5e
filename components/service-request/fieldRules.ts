import { isCalendarDate } from '@/content/fields/calendar-date';

// The rules the service request and meter reading forms share: serials, counters, dates (the
// plumbing of errors every form shares is in components/forms/fieldRules.ts).

/**
 * Serial numbers as printed on the plate: groups of Latin letters and digits, one dash, slash or
 * space between groups ("AB12-345", "X1/2024 77"), 6–20 letters and digits in all; spaces
 * around are ignored. The same text is the field's native pattern (no JavaScript) and the rule
 * the forms and the Worker run, so the three never disagree.
 */
export const serialPattern =
  ' *(?=(?:[\\-\\/ ]?[A-Za-z0-9]){6,20} *$)[A-Za-z0-9]+(?:[\\-\\/ ][A-Za-z0-9]+)* *';
const serialRule = new RegExp(`^(?:${serialPattern})$`, 'u');

export function serialError(serial: string): 'required' | 'invalid' | undefined {
  const trimmed = serial.trim();
  if (!trimmed) return 'required';
  return serialRule.test(trimmed) ? undefined : 'invalid';
}

/** The serial number as delivered: what the visitor typed, spaces around trimmed. */
export function normalizeSerial(serial: string): string {
  return serial.trim();
}

/**
 * The key a remembered reading is kept under: letters and digits only, upper case, so
 * "ab12-345" and "AB12 345" are the same device.
 */
export function serialKey(serial: string): string {
  return serial.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
}

/** A counter: a whole number ≥ 0; spaces between digit groups ("1 234 567") are allowed. */
export const counterPattern = '\\s*[0-9][0-9 ]*';
export function parseCounter(text: string): number | null {
  const digits = text.replace(/[\s\u00a0]/g, '');
  if (!/^\d{1,15}$/.test(digits)) return null;
  return Number(digits);
}

/** Today in the visitor's time zone as YYYY-MM-DD (what a date field holds). */
export function localDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A YYYY-MM-DD day that exists; ISO dates compare as strings. */
export function dateError(
  value: string,
  today: string,
  allowed: 'past' | 'future',
): 'invalid' | 'past' | 'future' | undefined {
  if (!isCalendarDate(value)) return 'invalid';
  if (allowed === 'past' && value > today) return 'future';
  if (allowed === 'future' && value < today) return 'past';
  return undefined;
}

// Photos sent with a service request or a meter reading (an error screen, the counter page, the
// serial plate): the rules the form applies in the browser and the Worker applies again to the
// bytes (worker/photos.ts).

/** How many photos one request may carry. */
export const maxPhotos = 3;
/** The largest photo, in bytes, after the browser's compression (or as chosen when it has none). */
export const maxPhotoMegabytes = 10;
export const maxPhotoBytes = maxPhotoMegabytes * 1024 * 1024;

/** The kinds of request that take photos. */
export const photoKinds = ['service', 'meter'] as const;

export { payloadPart, photoPart } from '@/lib/requests';

export const photoTypes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
] as const;
export type PhotoType = (typeof photoTypes)[number];

/** The file input's `accept`: types and, for systems that do not name HEIC, extensions. */
export const photoAccept = [...photoTypes, '.jpg', '.jpeg', '.png', '.webp', '.heic', '.heif'].join(
  ',',
);

/** What can be wrong with the photos: too many, one too large, one of another type; a photo
 *  on a kind of request that takes none (only the Worker says this). */
export const photoErrorCodes = ['tooMany', 'tooLarge', 'type', 'unexpected'] as const;
export type PhotoError = (typeof photoErrorCodes)[number];

export const isPhotoError = (code: unknown): code is PhotoError =>
  typeof code === 'string' && (photoErrorCodes as readonly string[]).includes(code);

export const isPhotoKind = (kind: unknown): kind is (typeof photoKinds)[number] =>
  typeof kind === 'string' && (photoKinds as readonly string[]).includes(kind);

const extensionTypes: Record<string, PhotoType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heif',
};

/**
 * The photo type a chosen file declares: its MIME type, else its extension (Windows browsers
 * give HEIC files no type). The Worker does not trust this; it reads the bytes.
 */
export function declaredPhotoType(file: { name: string; type: string }): PhotoType | null {
  const type = file.type.toLowerCase();
  if ((photoTypes as readonly string[]).includes(type)) return type as PhotoType;
  if (type === 'image/jpg') return 'image/jpeg';
  if (type && type !== 'application/octet-stream') return null;
  const extension = /\.([A-Za-z0-9]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return extensionTypes[extension] ?? null;
}

/** A refused choice: the code and the file it is about (none for "too many"). */
export interface PhotoRefusal {
  code: PhotoError;
  name?: string;
}

/**
 * Which of the newly chosen files join the `current` ones: of another type or too large are
 * refused one by one, past `maxPhotos` the rest is refused. The first refusal is reported.
 */
export function choosePhotos<T extends { name: string; type: string; size: number }>(
  current: number,
  chosen: readonly T[],
): { accepted: T[]; refusal?: PhotoRefusal } {
  const accepted: T[] = [];
  let refusal: PhotoRefusal | undefined;
  for (const file of chosen) {
    if (!declaredPhotoType(file)) refusal ??= { code: 'type', name: file.name };
    else if (file.size > maxPhotoBytes) refusal ??= { code: 'tooLarge', name: file.name };
    else if (current + accepted.length >= maxPhotos) refusal ??= { code: 'tooMany' };
    else accepted.push(file);
  }
  return refusal ? { accepted, refusal } : { accepted };
}
