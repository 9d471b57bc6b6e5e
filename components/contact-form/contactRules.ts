import { formatIcu } from '@/lib/icu';
import { normalizePhone } from '@/content/fields/phone-number';
import {
  deliveredPhone,
  emailPattern,
  oneOf,
  type ErrorKey,
  type ErrorsOf,
} from '@/components/forms/fieldRules';
import type { CompiledMessage } from '@/lib/icu';

/** Offer types arrive as ?type=… from the special offers, rental from the rental pages. */
export const offerTopics = [
  'bulk-order',
  'educational-discount',
  'complete-bundle',
  'starter-bundle',
] as const;
export const contactTopics = ['general', 'product', 'rental', ...offerTopics] as const;
export type OfferTopic = (typeof offerTopics)[number];
export type ContactTopic = (typeof contactTopics)[number];

/** How the visitor wants to be answered; phone and WhatsApp need a phone number. */
export const replyChannels = ['email', 'phone', 'whatsapp'] as const;
export type ReplyChannel = (typeof replyChannels)[number];

export interface ContactValues {
  topic: ContactTopic;
  name: string;
  reply: ReplyChannel;
  email: string;
  /** As typed; the delivered message carries it in international form (+995…). */
  phone: string;
  message: string;
}
const contactErrorCodes = {
  name: ['required'],
  email: ['required', 'invalid'],
  phone: ['required', 'invalid'],
  message: ['required', 'tooShort'],
} as const;
export type ContactErrors = ErrorsOf<typeof contactErrorCodes>;
type ContactField = keyof typeof contactErrorCodes;
/** Fields in the order they appear, so focus goes to the first invalid one. */
export const fieldOrder = Object.keys(contactErrorCodes) as ContactField[];
export const messageMinLength = 10;

export const emptyContact: ContactValues = {
  topic: 'general',
  name: '',
  reply: 'email',
  email: '',
  phone: '',
  message: '',
};

export const isReplyChannel = oneOf(replyChannels);
export const isContactTopic = oneOf(contactTopics);

/** A topic or answer channel the form no longer offers (an old draft) falls back to its default. */
export function keepContactChoices(values: ContactValues): ContactValues {
  return {
    ...values,
    topic: isContactTopic(values.topic) ? values.topic : emptyContact.topic,
    reply: isReplyChannel(values.reply) ? values.reply : emptyContact.reply,
  };
}

/** The field the chosen answer needs: an e-mail address, or a phone number for calls and WhatsApp. */
export function requiredContactField(reply: ReplyChannel): 'email' | 'phone' {
  return reply === 'email' ? 'email' : 'phone';
}

/** The answer chosen makes e-mail or phone required; the other must be valid when given. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  const needed = requiredContactField(values.reply);
  if (!values.name.trim()) errors.name = 'required';
  const email = values.email.trim();
  if (!email) {
    if (needed === 'email') errors.email = 'required';
  } else if (!emailPattern.test(email)) errors.email = 'invalid';
  const phone = values.phone.trim();
  if (!phone) {
    if (needed === 'phone') errors.phone = 'required';
  } else if (!normalizePhone(phone)) errors.phone = 'invalid';
  const message = Array.from(values.message.trim());
  if (message.length === 0) errors.message = 'required';
  else if (message.length < messageMinLength) errors.message = 'tooShort';
  return errors;
}

/** Fields with an error, in form order (the error summary lists them). */
export interface PrefillTemplates {
  /** Opening message per offer type, in the page's language. */
  offers: Record<OfferTopic, string>;
  /** "Please send me an offer for {product}." */
  product: CompiledMessage;
  /** The rental topic's opening messages: in general, for {product}, for the {plan} plan. */
  rental: { general: string; product: CompiledMessage; plan: CompiledMessage };
  /** The rental plans' names by id, for ?type=rental&plan=<id>. */
  plans: Readonly<Record<string, string>>;
}

/** A known product wins over an offer type; unknown product, plan or type gives null. */
export function prefillFromQuery(
  search: string,
  productNames: Readonly<Record<string, string>>,
  templates: PrefillTemplates,
): Pick<ContactValues, 'topic' | 'message'> | null {
  const query = new URLSearchParams(search);
  const productId = query.get('product');
  const product =
    productId && Object.hasOwn(productNames, productId) ? productNames[productId] : undefined;
  const type = query.get('type');
  if (type === 'rental')
    return { topic: 'rental', message: rentalMessage(query, product, templates) };
  if (product !== undefined) {
    return { topic: 'product', message: formatIcu(templates.product, { product }) };
  }
  const offer = offerTopics.find((topic) => topic === type);
  return offer ? { topic: offer, message: templates.offers[offer] } : null;
}

/** Renting the product named (once its name is known), the plan named, or a device at all. */
function rentalMessage(
  query: URLSearchParams,
  product: string | undefined,
  templates: PrefillTemplates,
): string {
  if (product !== undefined) return formatIcu(templates.rental.product, { product });
  const planId = query.get('plan');
  const plan =
    planId && Object.hasOwn(templates.plans, planId) ? templates.plans[planId] : undefined;
  return plan !== undefined ? formatIcu(templates.rental.plan, { plan }) : templates.rental.general;
}

export interface ComposeLabels {
  name: string;
  email: string;
  phone: string;
  /** "Answer by" */
  reply: string;
  replies: Record<ReplyChannel, string>;
  topic: string;
  /** "{topic}: a message from the website" */
  subject: CompiledMessage;
}

/** The e-mail subject and the plain text every delivery path sends (empty contacts left out). */
export function composeContact(values: ContactValues, topicLabel: string, labels: ComposeLabels) {
  const email = values.email.trim();
  const phone = deliveredPhone(values.phone);
  const body = [
    `${labels.name}: ${values.name.trim()}`,
    ...(email ? [`${labels.email}: ${email}`] : []),
    ...(phone ? [`${labels.phone}: ${phone}`] : []),
    `${labels.reply}: ${labels.replies[values.reply]}`,
    `${labels.topic}: ${topicLabel}`,
    '',
    values.message.trim(),
  ].join('\n');
  return { subject: formatIcu(labels.subject, { topic: topicLabel }), body };
}

/** The messages of the errors above, keyed "field.code", and of the summary over them. */
export type ContactErrorLabels = Record<ErrorKey<typeof contactErrorCodes> | 'summary', string>;
