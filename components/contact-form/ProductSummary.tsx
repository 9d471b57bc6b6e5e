import type { Locale } from '@/i18n/routing';
import { Link } from '@/components/link/Link';
import type { ProductSummaryData } from './loadProductSummary';
import * as formStyles from '@/components/forms/Form.css';
import * as styles from './ContactForm.css';

/** The product the request is about, linking back to its page; the photo is the link's too. */
export function ProductSummary({
  locale,
  label,
  product,
}: {
  locale: Locale;
  label: string;
  product: ProductSummaryData;
}) {
  return (
    <div className={styles.product}>
      <p className={formStyles.note}>{label}</p>
      <Link locale={locale} href={`/product/${product.id}`} className={styles.productLink}>
        {product.image ? (
          // eslint-disable-next-line @next/next/no-img-element -- a static export's plain thumbnail
          <img
            src={product.image.src}
            alt=""
            width={64}
            height={64}
            decoding="async"
            className={styles.productImage}
          />
        ) : null}
        <span>{product.name}</span>
      </Link>
    </div>
  );
}
