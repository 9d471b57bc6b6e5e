'use client';

import type { Locale } from '@/i18n/routing';
import { useEffect, useRef, useState } from 'react';
import type { CatalogCard } from '@/lib/catalog-cards';
import { catalogPageSize } from '@/content/site-routes';
import { formatIcu } from '@/lib/icu';
import { ProductCardView, type ProductCardLabels } from '@/components/product-card/ProductCardView';
import type { CatalogBrowserLabels } from './labels';
import * as gridStyles from './ProductGrid.css';
import * as styles from './CatalogBrowser.css';

interface Props {
  matches: CatalogCard[];
  labels: CatalogBrowserLabels;
  cardLabels: ProductCardLabels;
  locale: Locale;
  onReset: () => void;
}

/** The filtered cards, a page at a time ("show more"), or the empty state with a reset. */
export function FilteredResults({ matches, labels, cardLabels, locale, onReset }: Props) {
  const [visible, setVisible] = useState(catalogPageSize);
  const firstNew = useRef<number | null>(null);
  const list = useRef<HTMLUListElement>(null);

  // After "show more", focus moves to the first new card so keyboard users continue from there.
  useEffect(() => {
    if (firstNew.current === null) return;
    list.current?.children[firstNew.current]
      ?.querySelector<HTMLElement>('[data-card-link]')
      ?.focus();
    firstNew.current = null;
  }, [visible]);

  if (matches.length === 0) {
    return (
      <div className={styles.empty}>
        <p>{labels.emptyHint}</p>
        <button type="button" className={styles.resetButton} onClick={onReset}>
          {labels.resetFilters}
        </button>
      </div>
    );
  }
  const remaining = matches.length - visible;
  return (
    <>
      <ul ref={list} className={gridStyles.grid}>
        {matches.slice(0, visible).map((card) => (
          <li key={card.id}>
            <ProductCardView card={card} labels={cardLabels} locale={locale} />
          </li>
        ))}
      </ul>
      {remaining > 0 ? (
        <button
          type="button"
          className={styles.showMore}
          onClick={() => {
            firstNew.current = visible;
            setVisible(visible + catalogPageSize);
          }}
        >
          {formatIcu(labels.showMore, { count: Math.min(remaining, catalogPageSize) })}
        </button>
      ) : null}
    </>
  );
}
