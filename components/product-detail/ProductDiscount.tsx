import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { Link } from '@/components/link/Link';
import type { ProductDiscountText } from '@/server/product-discount-text';
import * as styles from './ProductDiscount.css';

/** A conditional discount shows its price under its own label; the main price is not struck. */
export async function ProductDiscount({
  locale,
  discount,
}: {
  locale: Locale;
  discount: ProductDiscountText;
}) {
  const t = await getTranslations({ locale, namespace: 'OfferDiscount' });
  return (
    <div className={styles.sale} data-offer-discount={discount.percent}>
      <p className={styles.meta}>
        <span className={styles.badge}>{discount.badge}</span>
        <Link locale={locale} href={discount.offerHref}>
          {discount.heading}
        </Link>
      </p>
      {discount.condition && discount.prices ? (
        <dl className={styles.prices}>
          <div>
            <dt>{discount.condition.priceLabel}</dt>
            <dd className={styles.salePrice}>{discount.prices.sale}</dd>
          </div>
        </dl>
      ) : discount.prices ? (
        <dl className={styles.prices}>
          <div>
            <dt>{t('regular')}</dt>
            <dd>
              <s>{discount.prices.regular}</s>
            </dd>
          </div>
          <div>
            <dt>{t('sale')}</dt>
            <dd className={styles.salePrice}>{discount.prices.sale}</dd>
          </div>
        </dl>
      ) : (
        <p className={styles.meta}>{discount.onRequest}</p>
      )}
      {discount.condition?.requirements ? (
        <p className={styles.meta}>{discount.condition.requirements}</p>
      ) : null}
      {discount.validUntil ? <p className={styles.meta}>{discount.validUntil}</p> : null}
    </div>
  );
}
