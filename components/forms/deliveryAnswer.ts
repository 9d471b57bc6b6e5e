import { honeypotField, startedAtField, turnstileField } from '@/lib/requests';
import type { FieldCodes } from './postContact';

/**
 * Why the endpoint refused a request that no field of the form can show: `spam` (the honeypot,
 * a send faster than people type, or Turnstile), `products` (a quote line the catalogue no
 * longer has), `other` (anything else: the form and the endpoint disagree).
 */
export const rejections = ['spam', 'products', 'other'] as const;
export type Rejection = (typeof rejections)[number];

const spamFields = new Set([honeypotField, startedAtField, turnstileField]);

export function rejectionOf(codes: FieldCodes): Rejection {
  const fields = Object.keys(codes);
  if (fields.some((field) => spamFields.has(field))) return 'spam';
  if (fields.some((field) => field.startsWith('items') || field === 'productId')) return 'products';
  return 'other';
}

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

/**
 * What RequestFields adds to the JSON: the page's language (the dealer answers in it), the
 * honeypot, Turnstile's token, and when the form was shown.
 */
export function requestFieldsOf(
  form: HTMLFormElement | undefined,
  startedAt: number,
): Record<string, string | number> {
  const fields: Record<string, string | number> = {};
  if (startedAt > 0) fields[startedAtField] = startedAt;
  if (!form) return fields;
  const data = new FormData(form);
  for (const name of ['locale', honeypotField, turnstileField]) {
    const value = data.get(name);
    if (typeof value === 'string') fields[name] = value;
  }
  return fields;
}
