import type { FieldCodes } from './postContact';

/**
 * Why the endpoint refused a request that no field of the form can show: `spam` (the honeypot,
 * a send faster than people type, or Turnstile), `products` (a quote line the catalogue no
 * longer has), `other` (anything else: the form and the endpoint disagree).
 */
export const rejections = ['spam', 'products', 'other'] as const;
export type Rejection = (typeof rejections)[number];

/**
 * The endpoint's field errors a form can show itself: the fields it has, with the codes its
 * own check gives (the Function runs the same rule modules, so the codes are the same).
 */
export function knownFieldErrors<Field extends string>(
  codes: FieldCodes,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const known: Partial<Record<Field, string>> = {};
  for (const field of fields) if (codes[field] !== undefined) known[field] = codes[field];
  return known;
}
