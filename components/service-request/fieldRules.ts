import { isCalendarDate } from '@/content/fields/calendar-date';

// Rules the service request and meter reading forms share.

/**
 * Groups of letters and digits with one dash, slash or space between, 6–20 in all. The same
 * text is the native pattern and the rule the forms and the Worker run, so they never disagree.
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

/** Letters and digits, upper case: "ab12-345" and "AB12 345" are the same device. */
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

// Checked in the browser, and again on the bytes by the Worker (worker/photos.ts).

export const maxPhotos = 3;
/** The largest photo, in bytes, after the browser's compression (or as chosen when it has none). */
export const maxPhotoMegabytes = 10;
export const maxPhotoBytes = maxPhotoMegabytes * 1024 * 1024;

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

/** `unexpected` (photos on a kind of request that takes none) comes only from the Worker. */
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

/** MIME type, else extension (Windows gives HEIC no type); the Worker reads the bytes instead. */
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

/** Wrong type or too large refused singly, past `maxPhotos` the rest; first refusal reported. */
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
