import type { CompiledMessage } from '@/lib/icu';
import { formatIcu } from '@/lib/icu';
import { meteredProductTypes } from '@/content/constants';
import type { Product } from '@/content/schema';
import { normalizePhone } from '@/content/fields/phone-number';
import {
  deliveredPhone,
  emailPattern,
  type ErrorKey,
  type ErrorsOf,
} from '@/components/forms/fieldRules';
import { dateError, parseCounter, serialError } from './fieldRules';

export interface MeterValues {
  serial: string;
  /** YYYY-MM-DD; the form starts with today. */
  date: string;
  mono: string;
  /** Empty for mono devices. */
  colour: string;
  name: string;
  phone: string;
  email: string;
}

export const meterErrorCodes = {
  serial: ['required', 'invalid'],
  date: ['invalid', 'future'],
  mono: ['required', 'invalid'],
  colour: ['invalid'],
  name: ['required'],
  phone: ['invalid'],
  email: ['required', 'invalid'],
} as const;
export type MeterErrors = ErrorsOf<typeof meterErrorCodes>;
export type MeterErrorKey = ErrorKey<typeof meterErrorCodes>;
export const meterFieldOrder = Object.keys(meterErrorCodes) as (keyof typeof meterErrorCodes)[];

export const emptyMeter: MeterValues = {
  serial: '',
  date: '',
  mono: '',
  colour: '',
  name: '',
  phone: '',
  email: '',
};

/** The e-mail field reports a missing way to answer when both are empty. */
export function validateMeter(values: MeterValues, today: string): MeterErrors {
  const errors: MeterErrors = {};
  const serial = serialError(values.serial);
  if (serial) errors.serial = serial;
  const date = dateError(values.date.trim(), today, 'past');
  if (date === 'invalid' || date === 'future') errors.date = date;
  if (!values.mono.trim()) errors.mono = 'required';
  else if (parseCounter(values.mono) === null) errors.mono = 'invalid';
  if (values.colour.trim() && parseCounter(values.colour) === null) errors.colour = 'invalid';
  if (!values.name.trim()) errors.name = 'required';
  const phone = values.phone.trim();
  if (phone && !normalizePhone(phone)) errors.phone = 'invalid';
  const email = values.email.trim();
  if (!email) {
    if (!phone) errors.email = 'required';
  } else if (!emailPattern.test(email)) errors.email = 'invalid';
  return errors;
}

/** The last reading sent from this browser for one serial number. */
export interface LastReading {
  date: string;
  mono: number;
  colour: number | null;
}

/** Counters only grow, so a lower one is likely a typo: a warning, never an error. */
export function lowerCounters(
  values: Pick<MeterValues, 'mono' | 'colour'>,
  last: LastReading | undefined,
): ('mono' | 'colour')[] {
  if (!last) return [];
  const mono = parseCounter(values.mono);
  const colour = parseCounter(values.colour);
  return [
    ...(mono !== null && mono < last.mono ? (['mono'] as const) : []),
    ...(colour !== null && last.colour !== null && colour < last.colour
      ? (['colour'] as const)
      : []),
  ];
}

/** The fields' names, and the subject: "Meter reading: {serial}, {date}". */
export type MeterComposeLabels = Record<keyof MeterValues, string> & { subject: CompiledMessage };

/** The values as every delivery path sends them: trimmed, counters as plain digits. */
function delivered(values: MeterValues): MeterValues {
  const counter = (text: string) => parseCounter(text)?.toString() ?? text.trim();
  return {
    serial: values.serial.trim(),
    date: values.date.trim(),
    mono: counter(values.mono),
    colour: counter(values.colour),
    name: values.name.trim(),
    phone: deliveredPhone(values.phone),
    email: values.email.trim(),
  };
}

/** The subject and the plain text every delivery path sends (empty optional fields left out). */
export function composeMeter(values: MeterValues, labels: MeterComposeLabels) {
  const sent = delivered(values);
  const body = (Object.keys(sent) as (keyof MeterValues)[])
    .flatMap((field) => (sent[field] ? [`${labels[field]}: ${sent[field]}`] : []))
    .join('\n');
  return { subject: formatIcu(labels.subject, { serial: sent.serial, date: sent.date }), body };
}

/** What the endpoint receives: kind "meter". */
export function meterPayload(values: MeterValues, labels: MeterComposeLabels) {
  return { kind: 'meter', ...delivered(values), subject: composeMeter(values, labels).subject };
}

/** Only a device with a page counter has a meter reading to send (not a shredder or a cutter). */
export function hasMeter(product: Pick<Product, 'type'>): boolean {
  return meteredProductTypes.includes(product.type);
}
