/**
 * The server's check of a request: the same rule modules the forms run in the browser
 * (validateContact, validateQuote, validateService, validateMeter), so a message the form
 * accepts is accepted here and the error codes are the ones the form already has labels for.
 */
import {
  isContactTopic,
  isReplyChannel,
  validateContact,
  type ContactValues,
} from '@/components/contact-form/contactRules';
import { validateQuote, type QuoteValues } from '@/components/quote-list/quoteRequest';
import {
  isProblemType,
  isUrgency,
  isVisitTime,
  validateService,
  type ServiceValues,
} from '@/components/service-request/serviceRequest';
import { validateMeter, type MeterValues } from '@/components/service-request/meterReading';
import {
  decodeItems,
  isProductId,
  maxQuantity,
  maxQuoteLines,
  minQuantity,
} from '@/lib/quote-list/lines';
import { isRequestKind, type RequestKind } from './kinds';

export type FieldErrors = Record<string, string>;

/** A quote line as stored: a name the visitor's browser sent is not kept (the catalogue's is). */
export interface StoredLine {
  id: string;
  quantity: number;
}

export interface CheckedRequest {
  kind: RequestKind;
  /** The kind's fields, trimmed, plus the subject, page and language the form sent. */
  fields: Record<string, string>;
  items: StoredLine[];
  /** Catalogue ids the request names, for the catalogue check. */
  productIds: string[];
}

export type CheckResult =
  { ok: true; request: CheckedRequest } | { ok: false; errors: FieldErrors };

/** Longest text any one field may hold (the body limit caps the whole request too). */
export const maxFieldLength = 5000;

/** Each kind's own fields in the form's order: what the downloads and notifications show. */
export const kindFields: Record<RequestKind, readonly string[]> = {
  contact: ['topic', 'name', 'reply', 'email', 'phone', 'message'],
  quote: [
    'note',
    'name',
    'company',
    'companyId',
    'email',
    'phone',
    'city',
    'address',
    'vatInvoice',
  ],
  service: [
    ...['model', 'serial', 'problem', 'errorCode', 'details', 'urgency', 'city', 'address'],
    ...['visitDate', 'visitTime', 'name', 'phone', 'email', 'productId'],
  ],
  meter: ['serial', 'date', 'mono', 'colour', 'name', 'phone', 'email'],
};
/**
 * What the forms add for the dealer (subject line, page, language). The "<field>Label" words
 * they also send are not stored: a visitor could write anything there.
 */
const extraFields = ['subject', 'page', 'locale'];

/** The named fields trimmed; one that is not text (or too long) is "invalid". */
function readFields(raw: Record<string, unknown>, names: readonly string[], errors: FieldErrors) {
  const fields: Record<string, string> = {};
  for (const name of names) {
    const value = raw[name] ?? '';
    const ok = typeof value === 'string' && value.length <= maxFieldLength;
    if (!ok) errors[name] = 'invalid';
    fields[name] = ok ? value.trim() : '';
  }
  return fields;
}

/**
 * Dates the forms check against the visitor's today. The server does not know the visitor's
 * time zone, so it is lenient: a visit date is "past" only when it is past everywhere (UTC−12),
 * a reading date "future" only when it is future everywhere (UTC+14).
 */
export function dayAt(now: Date, offsetHours: number): string {
  return new Date(now.getTime() + offsetHours * 3_600_000).toISOString().slice(0, 10);
}

/**
 * The quote's lines: JSON items [{ id, quantity, name? }], or a form post's "id:qty,id:qty";
 * each kept as its id and quantity only.
 */
function readItems(raw: unknown, errors: FieldErrors): StoredLine[] {
  if (typeof raw === 'string') {
    const lines = decodeItems(raw);
    if (lines.length === 0) errors.items = 'required';
    return lines.map(({ id, quantity }) => ({ id, quantity }));
  }
  if (!Array.isArray(raw) || raw.length === 0) {
    errors.items = Array.isArray(raw) || raw === undefined ? 'required' : 'invalid';
    return [];
  }
  if (raw.length > maxQuoteLines) {
    errors.items = 'tooMany';
    return [];
  }
  const seen = new Set<string>();
  return raw.flatMap((line: unknown, index) => {
    const { id, quantity } = (typeof line === 'object' && line !== null ? line : {}) as {
      id?: unknown;
      quantity?: unknown;
    };
    const quantityOk =
      typeof quantity === 'number' &&
      Number.isInteger(quantity) &&
      quantity >= minQuantity &&
      quantity <= maxQuantity;
    if (!isProductId(id) || seen.has(id)) errors[`items.${index}.id`] = 'invalid';
    else if (!quantityOk) errors[`items.${index}.quantity`] = 'invalid';
    else {
      seen.add(id);
      return [{ id, quantity }];
    }
    return [];
  });
}

/** The rule's errors, under the ones already found (a field that was not text stays "invalid"). */
function addRuleErrors(errors: FieldErrors, found: object) {
  for (const [field, code] of Object.entries(found)) errors[field] ??= code as string;
}

function checkKind(
  kind: RequestKind,
  raw: Record<string, unknown>,
  now: Date,
  errors: FieldErrors,
) {
  const fields = readFields(raw, kindFields[kind], errors);
  const rule = (found: object) => addRuleErrors(errors, found);
  const known = (field: string, is: (value: unknown) => boolean) => {
    if (!is(fields[field])) errors[field] = 'invalid';
  };
  let items: StoredLine[] = [];
  let productIds: string[] = [];
  if (kind === 'contact') {
    known('topic', isContactTopic);
    known('reply', isReplyChannel);
    rule(validateContact(fields as unknown as ContactValues));
  } else if (kind === 'quote') {
    rule(validateQuote(fields as unknown as QuoteValues));
    items = readItems(raw.items, errors);
    productIds = items.map((line) => line.id);
  } else if (kind === 'service') {
    known('problem', isProblemType);
    known('urgency', isUrgency);
    known('visitTime', isVisitTime);
    rule(validateService(fields as unknown as ServiceValues, dayAt(now, -12)));
    const productId = fields.productId ?? '';
    if (productId && !isProductId(productId)) errors.productId = 'invalid';
    if (productId) productIds = [productId];
  } else rule(validateMeter(fields as unknown as MeterValues, dayAt(now, 14)));
  return { fields, items, productIds };
}

/**
 * Check one request as the forms send it. The contact form sends no `kind` (it predates the
 * others): a body without one is a contact message; any other unknown kind is an error.
 */
export function checkRequest(raw: Record<string, unknown>, now: Date): CheckResult {
  const kind = raw.kind ?? 'contact';
  if (!isRequestKind(kind)) return { ok: false, errors: { kind: 'unknown' } };
  const errors: FieldErrors = {};
  const checked = checkKind(kind, raw, now, errors);
  const extras = readFields(raw, extraFields, errors);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const fields = { ...checked.fields };
  for (const [name, value] of Object.entries(extras)) if (value) fields[name] = value;
  return { ok: true, request: { kind, ...checked, fields } };
}

/** Ids the catalogue does not have, as field errors (the form names them by position). */
export function unknownProducts(
  request: CheckedRequest,
  known: Pick<ReadonlySet<string>, 'has'>,
): FieldErrors {
  const errors: FieldErrors = {};
  if (request.kind === 'quote') {
    request.items.forEach((line, index) => {
      if (!known.has(line.id)) errors[`items.${index}.id`] = 'unknown';
    });
  } else {
    for (const id of request.productIds) if (!known.has(id)) errors.productId = 'unknown';
  }
  return errors;
}
