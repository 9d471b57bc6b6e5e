import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { Product } from '@/content';
import { Link } from '@/components/link/Link';
import { devicesFor, suppliesFor } from '@/lib/supplies';
import { SupplyList } from './SupplyList';
import * as styles from './DeviceSupplies.css';

/** Supplies for a device, devices for a supply: in the HTML, for no-JS visitors and crawlers. */
export async function DeviceSupplies({
  locale,
  product,
  products,
}: {
  locale: Locale;
  product: Product;
  products: readonly Product[];
}) {
  const supplies = suppliesFor(products, product.id);
  const devices = devicesFor(products, product);
  if (supplies.length === 0 && devices.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'DeviceSupplies' });
  const name = product.name[locale];
  return (
    <section
      aria-labelledby="device-supplies"
      className={styles.section}
      data-pagefind-ignore="all"
    >
      <h2 id="device-supplies" className={styles.heading}>
        {supplies.length > 0 ? t('suppliesHeading', { name }) : t('devicesHeading')}
      </h2>
      <SupplyList locale={locale} products={supplies.length > 0 ? supplies : devices} />
      <p className={styles.more}>
        <Link locale={locale} href="/supplies">
          {t('finderLink')}
        </Link>
      </p>
    </section>
  );
}
