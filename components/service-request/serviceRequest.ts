import type { CompiledMessage } from '@/lib/icu';
import type { Device } from '@/lib/product-data';
import { formatIcu } from '@/lib/icu';
import { normalizePhone } from '@/content/fields/phone-number';
import { modelKey } from '@/lib/supplies';
import {
  deliveredPhone,
  emailPattern,
  oneOf,
  type ErrorKey,
  type ErrorsOf,
} from '@/components/forms/fieldRules';
import { dateError, serialError } from './fieldRules';

export const problemTypes = [
  'not-printing',
  'paper-jam',
  'print-quality',
  'error-code',
  'other',
] as const;
export const urgencies = ['normal', 'urgent', 'planned'] as const;
export const visitTimes = ['any', 'morning', 'afternoon'] as const;
export type ProblemType = (typeof problemTypes)[number];
export type Urgency = (typeof urgencies)[number];
export type VisitTime = (typeof visitTimes)[number];

export interface ServiceValues {
  /** A catalogue device's name, or whatever model the visitor typed. */
  model: string;
  serial: string;
  problem: ProblemType;
  errorCode: string;
  details: string;
  urgency: Urgency;
  /** One of the cities the dealer serves (content/service-area.yaml), in the page's language. */
  city: string;
  address: string;
  /** YYYY-MM-DD or empty (any day). */
  visitDate: string;
  visitTime: VisitTime;
  name: string;
  phone: string;
  email: string;
}

export const serviceErrorCodes = {
  model: ['required'],
  serial: ['required', 'invalid'],
  errorCode: ['required'],
  details: ['required'],
  city: ['required'],
  address: ['required'],
  visitDate: ['invalid', 'past'],
  name: ['required'],
  phone: ['required', 'invalid'],
  email: ['invalid'],
} as const;
export type ServiceErrors = ErrorsOf<typeof serviceErrorCodes>;
export type ServiceErrorKey = ErrorKey<typeof serviceErrorCodes>;
/** Fields that can be wrong, in the order they appear. */
export const serviceFieldOrder = Object.keys(
  serviceErrorCodes,
) as (keyof typeof serviceErrorCodes)[];

export const emptyService: ServiceValues = {
  model: '',
  serial: '',
  problem: 'not-printing',
  errorCode: '',
  details: '',
  urgency: 'normal',
  city: '',
  address: '',
  visitDate: '',
  visitTime: 'any',
  name: '',
  phone: '',
  email: '',
};

export const isProblemType = oneOf(problemTypes);
export const isUrgency = oneOf(urgencies);
export const isVisitTime = oneOf(visitTimes);

/** A visit date may be empty but not past; the e-mail may be empty but valid when given. */
export function validateService(values: ServiceValues, today: string): ServiceErrors {
  const errors: ServiceErrors = {};
  if (!values.model.trim()) errors.model = 'required';
  const serial = serialError(values.serial);
  if (serial) errors.serial = serial;
  if (values.problem === 'error-code' && !values.errorCode.trim()) errors.errorCode = 'required';
  if (values.problem === 'other' && !values.details.trim()) errors.details = 'required';
  if (!values.city.trim()) errors.city = 'required';
  if (!values.address.trim()) errors.address = 'required';
  const visit = values.visitDate.trim();
  if (visit) {
    const problem = dateError(visit, today, 'future');
    if (problem === 'invalid' || problem === 'past') errors.visitDate = problem;
  }
  if (!values.name.trim()) errors.name = 'required';
  const phone = values.phone.trim();
  if (!phone) errors.phone = 'required';
  else if (!normalizePhone(phone)) errors.phone = 'invalid';
  const email = values.email.trim();
  if (email && !emailPattern.test(email)) errors.email = 'invalid';
  return errors;
}

export type { Device } from '@/lib/product-data';

/** The device ?product=<id> names, if the catalogue has it (any other value is ignored). */
export function deviceFromQuery(search: string, devices: readonly Device[]): Device | undefined {
  const id = new URLSearchParams(search).get('product');
  return id ? devices.find((device) => device.id === id) : undefined;
}

/** Its words of Latin letters and digits holding a digit ("C4045"); else the whole name. */
export function modelCode(name: string): string {
  const codes = name.split(/\s+/).filter((word) => /^[A-Za-z0-9+/-]*\d[A-Za-z0-9+/-]*$/.test(word));
  return codes.length > 0 ? codes.join(' ') : name.trim();
}

/** The catalogue device a typed model names, by name or code ("c 3030" finds "C3030"), if any. */
export function matchDevice(model: string, devices: readonly Device[]): Device | undefined {
  const key = modelKey(model);
  if (!key) return undefined;
  return (
    devices.find((device) => modelKey(device.name) === key) ??
    devices.find((device) => modelKey(modelCode(device.name)) === key)
  );
}

/** The names of the fields told in the message (the visit's day and time as one). */
type ComposedField = Exclude<keyof ServiceValues, 'details' | 'visitDate' | 'visitTime'> | 'visit';
export interface ServiceComposeLabels extends Record<ComposedField, string> {
  /** "Service request: {model}, {serial}" */
  subject: CompiledMessage;
  problems: Record<ProblemType, string>;
  urgencies: Record<Urgency, string>;
  visitTimes: Record<VisitTime, string>;
}

/** The subject and the plain text every delivery path sends (empty optional fields left out). */
export function composeService(values: ServiceValues, labels: ServiceComposeLabels) {
  const line = (label: string, value: string) => (value ? [`${label}: ${value}`] : []);
  const model = values.model.trim();
  const serial = values.serial.trim();
  const visit = [
    values.visitDate.trim(),
    values.visitTime === 'any' ? '' : labels.visitTimes[values.visitTime],
  ]
    .filter(Boolean)
    .join(', ');
  const body = [
    ...line(labels.model, model),
    ...line(labels.serial, serial),
    ...line(labels.problem, labels.problems[values.problem]),
    ...line(labels.errorCode, values.errorCode.trim()),
    ...line(labels.urgency, labels.urgencies[values.urgency]),
    ...line(labels.city, values.city.trim()),
    ...line(labels.address, values.address.trim()),
    ...line(labels.visit, visit),
    ...line(labels.name, values.name.trim()),
    ...line(labels.phone, deliveredPhone(values.phone)),
    ...line(labels.email, values.email.trim()),
    ...(values.details.trim() ? ['', values.details.trim()] : []),
  ].join('\n');
  return { subject: formatIcu(labels.subject, { model, serial }), body };
}

/** What the endpoint receives: the fields as sent, labels in the page's language, kind "service". */
export function servicePayload(
  values: ServiceValues,
  labels: ServiceComposeLabels,
  devices: readonly Device[],
): Record<string, string> {
  const trimmed = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value.trim()]),
  ) as Record<keyof ServiceValues, string>;
  return {
    kind: 'service',
    ...trimmed,
    phone: deliveredPhone(values.phone),
    productId: matchDevice(values.model, devices)?.id ?? '',
    problemLabel: labels.problems[values.problem],
    urgencyLabel: labels.urgencies[values.urgency],
    visitTimeLabel: labels.visitTimes[values.visitTime],
    subject: composeService(values, labels).subject,
  };
}
