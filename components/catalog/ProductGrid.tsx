import type { Locale } from '@/i18n/routing';
import type { Product } from '@/content';
import { ProductCard } from '@/components/product-card/ProductCard';
import * as styles from './ProductGrid.css';

export function ProductGrid({ locale, products }: { locale: Locale; products: Product[] }) {
  return (
    <ul className={styles.grid}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard locale={locale} product={product} />
        </li>
      ))}
    </ul>
  );
}
