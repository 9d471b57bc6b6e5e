import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { content } from '@/content';
import { contactEndpoint } from '@/lib/contact-endpoint';
import { devicesPath } from '@/lib/product-data';
import { contactTimeoutMs } from '@/components/contact-form/postContact';
import type { DeliveryLabels } from '@/components/contact-form/DeliveryFooter';
import { meterErrorCodes } from './meterReading';
import { problemTypes, serviceErrorCodes, urgencies, visitTimes } from './serviceRequest';
import type { ErrorCodes, ErrorKey } from './fieldRules';
import type { MeterFormLabels, ServiceFormLabels } from './serviceLabels';

const pick = <K extends string>(keys: readonly K[], value: (key: K) => string) =>
  Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, string>;

/** Every "field.code" key a form's errors can have. */
const errorKeys = <C extends ErrorCodes>(codes: C) =>
  Object.entries(codes).flatMap(([field, list]) =>
    list.map((code) => `${field}.${code}`),
  ) as ErrorKey<C>[];

async function deliveryLabels(locale: Locale, form: 'ServiceRequestForm' | 'MeterReadingForm') {
  // The buttons and the other ways to send are the contact form's; what happened is the form's.
  const contact = await getTranslations({ locale, namespace: 'ContactForm' });
  const t = await getTranslations({ locale, namespace: form });
  const labels: DeliveryLabels = {
    ...pick(['sending', 'retry', 'newTab'] as const, (k) => contact(k)),
    send: t('send'),
    status: {
      ...pick(['sent', 'failed', 'composed'] as const, (k) => t(`status.${k}`)),
      timeout: t('status.timeout', { seconds: contactTimeoutMs / 1000 }),
    },
    alternatives: pick(['email', 'whatsapp', 'telegram'] as const, (k) =>
      contact(`alternatives.${k}`),
    ),
  };
  return { mailNote: contact('mailNote'), required: contact('required'), delivery: labels };
}

/** Where both forms deliver, and how they post without JavaScript. */
function delivery(subject: string) {
  const { company } = content;
  const endpoint = contactEndpoint();
  return {
    recipient: { email: company.email, whatsapp: company.whatsapp, telegram: company.telegram },
    endpoint,
    fallbackAction: endpoint ?? `mailto:${company.email}?subject=${encodeURIComponent(subject)}`,
  };
}

export async function serviceFormProps(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'ServiceRequestForm' });
  const problems = pick(problemTypes, (k) => t(`problems.${k}`));
  const urgencyLabels = pick(urgencies, (k) => t(`urgencies.${k}`));
  const times = pick(visitTimes, (k) => t(`visitTimes.${k}`));
  const fields = [
    ...['model', 'modelHint', 'serial', 'serialHint', 'problem', 'errorCode', 'errorCodeHint'],
    ...['details', 'detailsHint', 'urgency', 'address', 'addressHint', 'visitDate'],
    ...['visitDateHint', 'visitTime', 'name', 'phone', 'phoneHint', 'email'],
  ] as const;
  const composed = [
    ...['model', 'serial', 'problem', 'errorCode', 'urgency', 'address', 'name', 'phone'],
    'email',
  ] as const;
  const labels: ServiceFormLabels = {
    ...(await deliveryLabels(locale, 'ServiceRequestForm')),
    ...pick(fields, (k) => t(k)),
    summary: t('errors.summary'),
    groups: pick(['device', 'problem', 'visit', 'contact'] as const, (k) => t(`groups.${k}`)),
    problems,
    urgencies: urgencyLabels,
    visitTimes: times,
    errors: pick(errorKeys(serviceErrorCodes), (k) => t(`errors.${k}`)),
    compose: {
      ...pick(composed, (k) => t(k)),
      visit: t('compose.visit'),
      subject: t.raw('compose.subject') as string,
      problems,
      urgencies: urgencyLabels,
      visitTimes: times,
    },
  };
  return {
    labels,
    devicesPath: devicesPath(locale),
    ...delivery(t('compose.mailSubject')),
  };
}

export async function meterFormProps(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'MeterReadingForm' });
  const fields = ['serial', 'date', 'mono', 'colour', 'name', 'phone', 'email'] as const;
  const labels: MeterFormLabels = {
    ...(await deliveryLabels(locale, 'MeterReadingForm')),
    ...pick(fields, (k) => t(k)),
    ...pick(['serialHint', 'colourHint', 'counters', 'contactHint'] as const, (k) => t(k)),
    summary: t('errors.summary'),
    lower: t.raw('lower') as string,
    errors: pick(errorKeys(meterErrorCodes), (k) => t(`errors.${k}`)),
    compose: { ...pick(fields, (k) => t(k)), subject: t.raw('compose.subject') as string },
  };
  return { labels, ...delivery(t('compose.mailSubject')) };
}
