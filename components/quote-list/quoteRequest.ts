import { fillTemplate } from '@/lib/fill-template';
import { normalizePhone } from '@/content/fields/phone-number';
import type { QuoteLine } from '@/lib/quote-list';
import { deliveredPhone, emailPattern } from '@/components/forms/fieldRules';

/** The buyer's details under the list; a reply needs an e-mail address or a phone number. */
export interface QuoteValues {
  note: string;
  name: string;
  company: string;
  email: string;
  phone: string;
}
export type QuoteField = 'name' | 'email' | 'phone';
export interface QuoteErrors {
  name?: 'required';
  email?: 'required' | 'invalid';
  phone?: 'invalid';
}

export const emptyQuote: QuoteValues = { note: '', name: '', company: '', email: '', phone: '' };
export const quoteFieldOrder: readonly QuoteField[] = ['name', 'email', 'phone'];

/** Name required; an e-mail address or a phone number (each valid when given). */
export function validateQuote(values: QuoteValues): QuoteErrors {
  const errors: QuoteErrors = {};
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

export interface QuoteComposeLabels {
  /** "Quote request from the website"; {count} is the number of products, if it wants it */
  subject: string;
  /** "Products" */
  items: string;
  note: string;
  name: string;
  company: string;
  email: string;
  phone: string;
}

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
    ...optional(labels.email, values.email.trim()),
    ...optional(labels.phone, phone),
  ].join('\n');
  return { subject: fillTemplate(labels.subject, { count: String(lines.length) }), body };
}

/** The JSON the form endpoint receives (`kind` tells it apart from contact messages). */
export function quotePayload(lines: readonly NamedLine[], values: QuoteValues, subject: string) {
  return {
    kind: 'quote' as const,
    items: lines.map(({ id, name, quantity }) => ({ id, name, quantity })),
    note: values.note.trim(),
    name: values.name.trim(),
    company: values.company.trim(),
    email: values.email.trim(),
    phone: deliveredPhone(values.phone),
    subject,
  };
}
