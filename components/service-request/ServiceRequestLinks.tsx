import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { Link } from '@/components/link/Link';
import type { Product } from '@/content/schema';
import { productPath } from '@/lib/page-href';
import { hasMeter } from './meterReading';
import * as styles from './ServiceRequestLinks.css';

/** Plain links; on a device's page with ?product=<id>, meter reading only with a counter. */
export async function ServiceRequestLinks({
  locale,
  product,
}: {
  locale: Locale;
  product?: Pick<Product, 'id' | 'type'>;
}) {
  const t = await getTranslations({ locale, namespace: 'ServiceRequestPage' });
  const productId = product?.id;
  const request = (section: string) => productPath('/services/request', productId, section);
  return (
    <ul className={styles.links} data-pagefind-ignore="">
      <li>
        <Link locale={locale} href={request('service')}>
          {productId ? t('linkForModel') : t('serviceHeading')}
        </Link>
      </li>
      {!product || hasMeter(product) ? (
        <li>
          <Link locale={locale} href={request('meter')}>
            {t('meterLink')}
          </Link>
        </li>
      ) : null}
    </ul>
  );
}
