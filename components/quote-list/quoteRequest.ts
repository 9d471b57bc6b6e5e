import { formatIcu } from '@/lib/icu';
import { normalizePhone } from '@/content/fields/phone-number';
import type { QuoteLine } from '@/lib/quote-list/lines';
import {
  deliveredPhone,
  emailPattern,
  type ErrorKey,
  type ErrorsOf,
} from '@/components/forms/fieldRules';
import { buyerIdDigits, isBuyerIdOk } from './buyerId';
import type { CompiledMessage } from '@/lib/icu';

/** B2B details are optional (a buyer may not know them); `vatInvoice` is "yes" or empty. */
export interface QuoteValues {
  note: string;
  name: string;
  company: string;
  companyId: string;
  email: string;
  phone: string;
  city: string;
  address: string;
  vatInvoice: string;
}
/** The errors the form shows, in form order; `vatInvoice` is only wrong in a forged post. */
const quoteErrorCodes = {
  name: ['required'],
  companyId: ['invalid'],
  email: ['required', 'invalid'],
  phone: ['invalid'],
} as const;
export type QuoteShownField = keyof typeof quoteErrorCodes;
export type QuoteErrors = ErrorsOf<typeof quoteErrorCodes> & { vatInvoice?: 'invalid' };
/** Their messages, keyed "field.code", and the summary's. */
export type QuoteErrorLabels = Record<ErrorKey<typeof quoteErrorCodes> | 'summary', string>;

export const emptyQuote: QuoteValues = {
  note: '',
  name: '',
  company: '',
  companyId: '',
  email: '',
  phone: '',
  city: '',
  address: '',
  vatInvoice: '',
};
/** The checkbox's value when ticked. */
export const vatInvoiceYes = 'yes';
export const quoteFieldOrder = Object.keys(quoteErrorCodes) as QuoteShownField[];

/** An e-mail or a phone (each valid when given); the code, when given, 9 or 11 digits. */
export function validateQuote(values: QuoteValues): QuoteErrors {
  const errors: QuoteErrors = {};
  if (!isBuyerIdOk(values.companyId ?? '')) errors.companyId = 'invalid';
  const invoice = (values.vatInvoice ?? '').trim();
  if (invoice && invoice !== vatInvoiceYes) errors.vatInvoice = 'invalid';
  const email = values.email.trim();
  const phone = values.phone.trim();
  if (!values.name.trim()) errors.name = 'required';
  if (email && !emailPattern.test(email)) errors.email = 'invalid';
  else if (!email && !phone) errors.email = 'required';
  if (phone && !normalizePhone(phone)) errors.phone = 'invalid';
  return errors;
}

/** A line as delivered: the product's name in the page's language. */
export interface NamedLine extends QuoteLine {
  name: string;
}

export interface QuoteComposeLabels extends Record<keyof QuoteValues, string> {
  /** "Quote request from the website"; {count} is the number of products, if it wants it */
  subject: CompiledMessage;
  /** "Products" */
  items: string;
  /** The ticked VAT invoice box, as the text says it ("needed"). */
  yes: string;
}

/** The identification code as digits only ("") so the dealer's books read one form. */
const idDigits = (value: string) => buyerIdDigits(value ?? '') ?? '';

/** The plain text that the mail app, WhatsApp and Telegram carry: a numbered list, then the buyer. */
export function composeQuote(
  lines: readonly NamedLine[],
  values: QuoteValues,
  labels: QuoteComposeLabels,
) {
  const phone = deliveredPhone(values.phone);
  const optional = (label: string, value: string) => (value ? [`${label}: ${value}`] : []);
  const body = [
    `${labels.items}:`,
    ...lines.map((line, index) => `${index + 1}. ${line.name} (${line.id}) × ${line.quantity}`),
    '',
    ...optional(labels.note, values.note.trim()),
    `${labels.name}: ${values.name.trim()}`,
    ...optional(labels.company, values.company.trim()),
    ...optional(labels.companyId, idDigits(values.companyId)),
    ...optional(labels.email, values.email.trim()),
    ...optional(labels.phone, phone),
    ...optional(labels.city, values.city.trim()),
    ...optional(labels.address, values.address.trim()),
    ...optional(labels.vatInvoice, values.vatInvoice === vatInvoiceYes ? labels.yes : ''),
  ].join('\n');
  return { subject: formatIcu(labels.subject, { count: String(lines.length) }), body };
}

/** The JSON the form endpoint receives (`kind` tells it apart from contact messages). */
export function quotePayload(lines: readonly NamedLine[], values: QuoteValues, subject: string) {
  return {
    kind: 'quote' as const,
    items: lines.map(({ id, name, quantity }) => ({ id, name, quantity })),
    note: values.note.trim(),
    name: values.name.trim(),
    company: values.company.trim(),
    companyId: idDigits(values.companyId),
    email: values.email.trim(),
    phone: deliveredPhone(values.phone),
    city: values.city.trim(),
    address: values.address.trim(),
    vatInvoice: values.vatInvoice === vatInvoiceYes ? vatInvoiceYes : '',
    subject,
  };
}
