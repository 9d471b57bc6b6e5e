import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { LocaleLink } from '@/components/locale-link/LocaleLink';
import * as styles from './ServiceRequestLinks.css';

/**
 * Plain links to the request page (no JavaScript on the pages that carry them): on a device's
 * page with ?product=<id>, so the form starts with the model; elsewhere without.
 */
export async function ServiceRequestLinks({
  locale,
  productId,
}: {
  locale: Locale;
  productId?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'ServiceRequestPage' });
  const query = productId ? `?product=${encodeURIComponent(productId)}` : '';
  return (
    <ul className={styles.links} data-pagefind-ignore="">
      <li>
        <LocaleLink locale={locale} href={`/services/request${query}#service`}>
          {productId ? t('linkForModel') : t('serviceHeading')}
        </LocaleLink>
      </li>
      <li>
        <LocaleLink locale={locale} href="/services/request#meter">
          {t('meterLink')}
        </LocaleLink>
      </li>
    </ul>
  );
}
