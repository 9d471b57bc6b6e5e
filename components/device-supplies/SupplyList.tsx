import type { Locale } from '@/i18n/routing';
import type { Product } from '@/content';
import { Link } from '@/components/link/Link';
import { Picture } from '@/components/responsive-image/Picture';
import { imageView } from '@/server/image-manifest';
import { imageSizes } from '@/lib/images/sizes';
import * as styles from './DeviceSupplies.css';

/** A compact list of products (a thumbnail, the name as a link, the subtitle). */
export function SupplyList({ locale, products }: { locale: Locale; products: Product[] }) {
  return (
    <ul className={styles.list}>
      {products.map((product) => {
        const image = product.images[0];
        return (
          <li key={product.id} className={styles.item}>
            {image ? (
              <Picture
                {...imageView(image.src, '')}
                sizes={imageSizes.supplyThumbnail}
                width={96}
                height={72}
                className={styles.thumbnail}
              />
            ) : null}
            <div className={styles.text}>
              <Link locale={locale} href={`/product/${product.id}`} className={styles.name}>
                {product.name[locale]}
              </Link>
              <span className={styles.subtitle}>{product.subtitle[locale]}</span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
