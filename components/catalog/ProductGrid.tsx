import type { Locale } from '@/i18n/routing';
import type { CatalogCard } from '@/lib/catalog-cards';
import { ProductCardView, type ProductCardLabels } from '@/components/product-card/ProductCardView';
import * as styles from './ProductGrid.css';

interface Props {
  cards: CatalogCard[];
  labels: ProductCardLabels;
  locale: Locale;
}

/** A page of product cards; left out of the search index, which finds each product's own page. */
export function ProductGrid({ cards, labels, locale }: Props) {
  return (
    <ul className={styles.grid} data-pagefind-ignore="all">
      {cards.map((card) => (
        <li key={card.id}>
          <ProductCardView card={card} labels={labels} locale={locale} />
        </li>
      ))}
    </ul>
  );
}
