// Photos: checked in the browser, and again on the bytes by the Worker (worker/photos.ts). Apart
// from fieldRules.ts, so the forms without photos (contact, quote) do not ship these rules.
import { oneOf } from './fieldRules';

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
