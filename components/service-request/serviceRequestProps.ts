import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { content } from '@/content';
import { contactEndpoint } from '@/lib/contact-endpoint';
import { devicesPath } from '@/lib/product-data';
import { loadMeterFormLabels, loadServiceFormLabels } from './labels';

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
  return {
    labels: await loadServiceFormLabels(locale),
    devicesPath: devicesPath(locale),
    ...delivery(t('compose.mailSubject')),
  };
}

export async function meterFormProps(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'MeterReadingForm' });
  return { labels: await loadMeterFormLabels(locale), ...delivery(t('compose.mailSubject')) };
}
