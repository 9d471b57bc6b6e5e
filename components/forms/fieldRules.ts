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
