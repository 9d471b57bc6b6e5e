import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { Link } from '@/components/link/Link';
import type { Product } from '@/content/schema';
import { hasMeter } from './meterReading';
import * as styles from './ServiceRequestLinks.css';

/**
 * Plain links to the request page (no JavaScript on the pages that carry them): on a device's
 * page with ?product=<id>, so the form starts with the model, and the meter reading only for a
 * device with a counter; elsewhere both, without a model.
 */
export async function ServiceRequestLinks({
  locale,
  product,
}: {
  locale: Locale;
  product?: Pick<Product, 'id' | 'type'>;
}) {
  const t = await getTranslations({ locale, namespace: 'ServiceRequestPage' });
  const productId = product?.id;
  const query = productId ? `?product=${encodeURIComponent(productId)}` : '';
  return (
    <ul className={styles.links} data-pagefind-ignore="">
      <li>
        <Link locale={locale} href={`/services/request${query}#service`}>
          {productId ? t('linkForModel') : t('serviceHeading')}
        </Link>
      </li>
      {!product || hasMeter(product) ? (
        <li>
          <Link locale={locale} href="/services/request#meter">
            {t('meterLink')}
          </Link>
        </li>
      ) : null}
    </ul>
  );
}
