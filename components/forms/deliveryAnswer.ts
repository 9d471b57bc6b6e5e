import type { FieldCodes } from './postContact';

/** `spam` (honeypot, too fast, Turnstile), `products` (a line no longer sold), `other`. */
export const rejections = ['spam', 'products', 'other'] as const;
export type Rejection = (typeof rejections)[number];

/** The Function runs the same rule modules, so its codes are the form's. */
export function knownFieldErrors<Field extends string>(
  codes: FieldCodes,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const known: Partial<Record<Field, string>> = {};
  for (const field of fields) if (codes[field] !== undefined) known[field] = codes[field];
  return known;
}
