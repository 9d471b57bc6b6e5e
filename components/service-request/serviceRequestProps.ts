import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { content } from '@/content';
import { contactEndpoint } from '@/lib/contact-endpoint';
import { requestsEndpointPath } from '@/lib/requests';
import { loadPhotoLabels } from '@/components/forms/labels';
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

/** Only when posting to the site's Worker: a form service would not read photos. */
async function photoLabels(locale: Locale) {
  return contactEndpoint() === requestsEndpointPath ? await loadPhotoLabels(locale) : undefined;
}

export async function serviceFormProps(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'ServiceRequestForm' });
  return {
    labels: { ...(await loadServiceFormLabels(locale)), photos: await photoLabels(locale) },
    devicesPath: devicesPath(locale),
    /** The cities the engineers travel to, the first pre-selected (content/service-area.yaml). */
    cities: content.serviceArea.cities.map((city) => city.name[locale]),
    ...delivery(t('compose.mailSubject')),
  };
}

export async function meterFormProps(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'MeterReadingForm' });
  return {
    labels: { ...(await loadMeterFormLabels(locale)), photos: await photoLabels(locale) },
    ...delivery(t('compose.mailSubject')),
  };
}
