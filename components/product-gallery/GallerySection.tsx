import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { content } from '@/content';
import { ProductGallery } from './ProductGallery';
import { galleryProducts } from './galleryData';
import * as styles from './ProductGallery.css';

export async function GallerySection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ProductGallery' });
  return (
    <section aria-labelledby="gallery-heading" className={styles.section}>
      <h2 id="gallery-heading">{t('heading')}</h2>
      <ProductGallery
        products={galleryProducts(content.products, locale, (index) =>
          t('placeholderAlt', { index }),
        )}
        labels={{
          categories: { new: t('new'), bestselling: t('bestselling'), discounts: t('discounts') },
          categoriesLabel: t('categoriesLabel'),
          learnMore: t('learnMore'),
          learnMoreAbout: t.raw('learnMoreAbout'),
          previous: t('previous'),
          next: t('next'),
          counter: t.raw('counter'),
          goTo: t.raw('goTo'),
          thumbsUp: t('thumbsUp'),
          thumbsDown: t('thumbsDown'),
          showImage: t.raw('showImage'),
          emptyCategory: t('emptyCategory'),
          empty: t('empty'),
        }}
      />
    </section>
  );
}
