import { honeypotField, startedAtField, turnstileField } from '@/lib/requests';
import type { FieldCodes } from './postContact';
import type { Rejection } from './deliveryAnswer';

// What a form needs only once it sends: useDelivery loads it when a visitor starts on a form,
// not with the page.
export { DeliveryError, postContact } from './postContact';
export { submissionFor } from './submissionId';

const spamFields = new Set([honeypotField, startedAtField, turnstileField]);

export function rejectionOf(codes: FieldCodes): Rejection {
  const fields = Object.keys(codes);
  if (fields.some((field) => spamFields.has(field))) return 'spam';
  if (fields.some((field) => field.startsWith('items') || field === 'productId')) return 'products';
  return 'other';
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
