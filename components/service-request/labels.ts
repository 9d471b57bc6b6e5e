import type { CompiledMessage } from '@/lib/icu';
import { compileMessage } from '@/server/compile-message';
import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { meterErrorCodes } from './meterReading';
import { problemTypes, serviceErrorCodes, urgencies, visitTimes } from './serviceRequest';
import type { ErrorCodes, ErrorKey } from '@/components/forms/fieldRules';
import type { DeliveryLabels } from '@/components/forms/DeliveryFooter';
import type { PhotoLabels } from '@/components/forms/PhotoField';
import { loadDeliveryLabels } from '@/components/forms/labels';
import type {
  ProblemType,
  ServiceComposeLabels,
  ServiceErrorKey,
  Urgency,
  VisitTime,
} from './serviceRequest';
import type { MeterComposeLabels, MeterErrorKey } from './meterReading';
import { textsByKey } from '@/lib/texts-by-key';

/** Text both forms show: the mail-app note, "required", the error summary, delivery. */
interface CommonLabels {
  mailNote: string;
  required: string;
  summary: string;
  delivery: DeliveryLabels;
  /** The photo field's text; absent when the form posts elsewhere than the site's Worker. */
  photos?: PhotoLabels;
}

const serviceTexts = [
  ...['model', 'modelHint', 'serial', 'serialHint', 'problem', 'errorCode', 'errorCodeHint'],
  ...['details', 'detailsHint', 'urgency', 'city', 'cityHint', 'address', 'addressHint'],
  'visitDate',
  ...['visitDateHint', 'visitTime', 'name', 'phone', 'phoneHint', 'email'],
] as const;

/** The service request form's text in the page's language, translated on the server. */
export type ServiceFormLabels = CommonLabels &
  Record<(typeof serviceTexts)[number], string> & {
    groups: Record<'device' | 'problem' | 'visit' | 'contact', string>;
    problems: Record<ProblemType, string>;
    urgencies: Record<Urgency, string>;
    visitTimes: Record<VisitTime, string>;
    errors: Record<ServiceErrorKey, string>;
    compose: ServiceComposeLabels;
  };

const meterFields = ['serial', 'date', 'mono', 'colour', 'name', 'phone', 'email'] as const;
const meterHints = ['serialHint', 'colourHint', 'counters', 'contactHint'] as const;

export type MeterFormLabels = CommonLabels &
  Record<(typeof meterFields)[number] | (typeof meterHints)[number], string> & {
    /** "Lower than the last reading sent from this browser ({last}, {date}): please check it." */
    lower: CompiledMessage;
    errors: Record<MeterErrorKey, string>;
    compose: MeterComposeLabels;
  };

/** Every "field.code" key a form's errors can have. */
const errorKeys = <C extends ErrorCodes>(codes: C) =>
  Object.entries(codes).flatMap(([field, list]) =>
    list.map((code) => `${field}.${code}`),
  ) as ErrorKey<C>[];

async function deliveryLabels(locale: Locale, form: 'ServiceRequestForm' | 'MeterReadingForm') {
  const contact = await getTranslations({ locale, namespace: 'ContactForm' });
  const labels = await loadDeliveryLabels(locale, form);
  // The contact form's note, naming this form's own button (its message, never retyped).
  const mailNote = contact('mailNote', { send: labels.send });
  return { mailNote, required: contact('required'), delivery: labels };
}

export async function loadServiceFormLabels(locale: Locale): Promise<ServiceFormLabels> {
  const t = await getTranslations({ locale, namespace: 'ServiceRequestForm' });
  const problems = textsByKey(problemTypes, (k) => t(`problems.${k}`));
  const urgencyLabels = textsByKey(urgencies, (k) => t(`urgencies.${k}`));
  const times = textsByKey(visitTimes, (k) => t(`visitTimes.${k}`));
  const composed = [
    ...['model', 'serial', 'problem', 'errorCode', 'urgency', 'city', 'address', 'name'],
    ...['phone', 'email'],
  ] as const;
  return {
    ...(await deliveryLabels(locale, 'ServiceRequestForm')),
    ...textsByKey(serviceTexts, (k) => t(k)),
    summary: t('errors.summary'),
    groups: textsByKey(['device', 'problem', 'visit', 'contact'] as const, (k) => t(`groups.${k}`)),
    problems,
    urgencies: urgencyLabels,
    visitTimes: times,
    errors: textsByKey(errorKeys(serviceErrorCodes), (k) => t(`errors.${k}`)),
    compose: {
      ...textsByKey(composed, (k) => t(k)),
      visit: t('compose.visit'),
      subject: compileMessage(t.raw('compose.subject') as string),
      problems,
      urgencies: urgencyLabels,
      visitTimes: times,
    },
  };
}

export async function loadMeterFormLabels(locale: Locale): Promise<MeterFormLabels> {
  const t = await getTranslations({ locale, namespace: 'MeterReadingForm' });
  return {
    ...(await deliveryLabels(locale, 'MeterReadingForm')),
    ...textsByKey([...meterFields, ...meterHints], (k) => t(k)),
    summary: t('errors.summary'),
    lower: compileMessage(t.raw('lower') as string),
    errors: textsByKey(errorKeys(meterErrorCodes), (k) => t(`errors.${k}`)),
    compose: {
      ...textsByKey(meterFields, (k) => t(k)),
      subject: compileMessage(t.raw('compose.subject') as string),
    },
  };
}
