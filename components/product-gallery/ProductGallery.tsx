'use client';

import { Link } from '@/components/link/Link';
import type { Locale } from '@/i18n/routing';
import { useEffect, useReducer } from 'react';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import { formatIcu } from '@/lib/icu';
import type { galleryProducts } from './galleryData';
import {
  galleryReducer,
  imageFadeMs,
  initialGalleryState,
  type GalleryCategory,
} from './galleryState';
import { GalleryImage } from './GalleryImage';
import { GalleryThumbnails } from './GalleryThumbnails';
import { actionLink, dotButton } from '@/styles/controls.css';
import { mobileQuery } from '@/styles/tokens';
import { visuallyHidden } from '@/styles/utilities.css';
import * as styles from './ProductGallery.css';
import type { GalleryLabels } from './labels';

interface Props {
  locale: Locale;
  products: ReturnType<typeof galleryProducts>;
  labels: GalleryLabels;
}

export function ProductGallery({ locale, products, labels }: Props) {
  const [state, dispatch] = useReducer(galleryReducer, initialGalleryState);
  const list = products[state.category];
  const total = list.length;
  const product = list[state.productIndex];
  const imageCount = product?.images.length ?? 0;

  const isMobile = useMediaQuery(mobileQuery);

  useEffect(() => dispatch({ type: 'viewport', isMobile }), [isMobile]);

  useEffect(() => dispatch({ type: 'syncImages', imageCount }), [imageCount]);

  useEffect(() => {
    if (state.pendingImage === null) return;
    const timer = window.setTimeout(() => dispatch({ type: 'imageFaded' }), imageFadeMs);
    return () => window.clearTimeout(timer);
  }, [state.pendingImage]);

  const totalProducts = Object.values(products).reduce((sum, items) => sum + items.length, 0);
  if (totalProducts === 0) return <p className={styles.empty}>{labels.empty}</p>;

  return (
    <div className={styles.gallery}>
      <div className={styles.categories} role="group" aria-label={labels.categoriesLabel}>
        {(Object.keys(products) as GalleryCategory[]).map((category) => (
          <button
            key={category}
            type="button"
            className={styles.categoryButton}
            aria-pressed={category === state.category}
            onClick={() => dispatch({ type: 'selectCategory', category })}
          >
            {labels.categories[category]}
          </button>
        ))}
      </div>
      {!product ? (
        <p className={styles.empty}>{labels.emptyCategory}</p>
      ) : (
        <>
          <div className={styles.stage}>
            <GalleryThumbnails
              // Another product's strip starts again from its first thumbnail.
              key={`${state.category}:${product.id}`}
              images={product.images}
              selected={state.pendingImage ?? state.imageIndex}
              dispatch={dispatch}
              labels={labels}
            />
            <GalleryImage
              image={product.images[state.imageIndex]}
              state={state}
              dispatch={dispatch}
            />
            <div className={styles.details}>
              <h3 className={styles.title}>{product.title}</h3>
              <p className={styles.subtitle}>{product.subtitle}</p>
              <ul className={styles.features}>
                {product.features.slice(0, 6).map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              <Link clientNav locale={locale} href={product.href} className={actionLink()}>
                <span aria-hidden="true">{labels.learnMore}</span>
                <span className={visuallyHidden}>
                  {formatIcu(labels.learnMoreAbout, { title: product.title })}
                </span>
              </Link>
            </div>
          </div>
          <div className={styles.pager}>
            <button
              type="button"
              className={styles.pagerButton}
              onClick={() => dispatch({ type: 'previousProduct' })}
              disabled={state.productIndex === 0}
            >
              {labels.previous}
            </button>
            <p className={styles.counter} aria-live="polite">
              {formatIcu(labels.counter, { current: state.productIndex + 1, total })}
            </p>
            <button
              type="button"
              className={styles.pagerButton}
              onClick={() => dispatch({ type: 'nextProduct', total })}
              disabled={state.productIndex >= total - 1}
            >
              {labels.next}
            </button>
          </div>
          <ul className={styles.dots}>
            {list.map((item, index) => (
              <li key={item.id}>
                <button
                  type="button"
                  className={dotButton()}
                  aria-current={index === state.productIndex ? 'true' : undefined}
                  aria-label={formatIcu(labels.goTo, { title: item.title })}
                  onClick={() => dispatch({ type: 'selectProduct', index, total })}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
