import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { Product } from '@/content';
import { CompactProductCards } from '@/components/product-card/ProductCard';
import { grid } from '@/components/catalog/ProductGrid.css';
import * as styles from './ProductDetail.css';

/** Other products from the same category; left out of the search index with the other cards. */
export async function RelatedProducts({
  locale,
  products,
}: {
  locale: Locale;
  products: Product[];
}) {
  if (products.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'ProductDetail' });
  return (
    <section
      aria-labelledby="related-products"
      className={styles.related}
      data-pagefind-ignore="all"
    >
      <h2 id="related-products">{t('related')}</h2>
      <ul className={grid}>
        <CompactProductCards locale={locale} products={products} />
      </ul>
    </section>
  );
}
