import { normalizePhone } from '@/content/fields/phone-number';

/** Pure TypeScript: the request Function (worker/validate.ts) runs the forms' rules too. */

/** An e-mail address as every form accepts it: something@something.something, no spaces. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The phone number as delivered: international form when valid, else as typed (trimmed). */
export function deliveredPhone(phone: string): string {
  return normalizePhone(phone) ?? phone.trim();
}

/** A field that stopped the send, as the error summary lists it: its control's id and message. */
export interface SummaryItem {
  id: string;
  text: string;
}

/** Messages are keyed "field.code" (errors.serial.invalid). */
export type ErrorCodes = Record<string, readonly string[]>;
export type ErrorsOf<C extends ErrorCodes> = { -readonly [F in keyof C]?: C[F][number] };
export type ErrorKey<C extends ErrorCodes> = {
  [F in keyof C & string]: `${F}.${C[F][number]}`;
}[keyof C & string];

/** The localized message for a field's error, if it has one. */
export function errorLabel<C extends ErrorCodes>(
  errors: ErrorsOf<C>,
  field: keyof C & string,
  labels: Record<ErrorKey<C>, string>,
): string | undefined {
  const code = errors[field];
  return code === undefined ? undefined : labels[`${field}.${code}` as ErrorKey<C>];
}

/** The error summary's links, in form order; ids are "<prefix>-<field>". */
export function summaryItems<C extends ErrorCodes>(
  errors: ErrorsOf<C>,
  order: readonly (keyof C & string)[],
  prefix: string,
  labels: Record<ErrorKey<C>, string>,
): SummaryItem[] {
  return order.flatMap((field) => {
    const text = errorLabel(errors, field, labels);
    return text === undefined ? [] : [{ id: `${prefix}-${field}`, text }];
  });
}

/** The first invalid field, where focus goes after a stopped send. */
export function firstInvalid<F extends string>(
  errors: Partial<Record<F, unknown>>,
  order: readonly F[],
): F | undefined {
  return order.find((field) => errors[field] !== undefined);
}

/** A type guard for the choices of a fixed list (a draft or a post may carry withdrawn ones). */
export const oneOf =
  <T extends string>(list: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (list as readonly string[]).includes(value);

// Photos: checked in the browser, and again on the bytes by the Worker (worker/photos.ts).

export const maxPhotos = 3;
/** The largest photo, in bytes, after the browser's compression (or as chosen when it has none). */
export const maxPhotoMegabytes = 10;
export const maxPhotoBytes = maxPhotoMegabytes * 1024 * 1024;

const photoTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as const;
export type PhotoType = (typeof photoTypes)[number];

const extensionTypes: Record<string, PhotoType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heif',
};

/** The file input's `accept`: types and, for systems that do not name HEIC, extensions. */
export const photoAccept = [...photoTypes, ...Object.keys(extensionTypes).map((e) => `.${e}`)].join(
  ',',
);

/** `unexpected` (photos on a kind of request that takes none) comes only from the Worker. */
export const photoErrorCodes = ['tooMany', 'tooLarge', 'type', 'unexpected'] as const;
export type PhotoError = (typeof photoErrorCodes)[number];

export const isPhotoError = oneOf(photoErrorCodes);
export const isPhotoKind = oneOf(['service', 'meter']);

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
