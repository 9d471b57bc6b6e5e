import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { Link } from '@/components/link/Link';
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
        <Link locale={locale} href={`/services/request${query}#service`}>
          {productId ? t('linkForModel') : t('serviceHeading')}
        </Link>
      </li>
      <li>
        <Link locale={locale} href="/services/request#meter">
          {t('meterLink')}
        </Link>
      </li>
    </ul>
  );
}
