import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { content } from '@/content';
import { ProductGallery } from './ProductGallery';
import { galleryProducts } from './galleryData';
import { loadGalleryLabels } from './labels';
import * as styles from './ProductGallery.css';

export async function GallerySection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ProductGallery' });
  return (
    <section aria-labelledby="gallery-heading" className={styles.section}>
      <h2 id="gallery-heading">{t('heading')}</h2>
      <ProductGallery
        locale={locale}
        products={galleryProducts(content.products, locale, (index) =>
          t('placeholderAlt', { index }),
        )}
        labels={await loadGalleryLabels(locale)}
      />
    </section>
  );
}
