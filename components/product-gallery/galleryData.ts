import type { Locale } from '@/i18n/routing';
import type { Product } from '@/content/schema';
import { galleryTags } from '@/content/constants';
import { placeholderPath } from '@/lib/placeholder';
import { imageView } from '@/server/image-manifest';
import { assetPath } from '@/lib/site';
import { textsByKey } from '@/lib/texts-by-key';
import type { GalleryCategory } from './galleryState';

export const maxFeatures = 6;

/** The gallery's products per category (new, bestselling, discounts), in the page's language. */
export function galleryProducts(
  products: Product[],
  locale: Locale,
  placeholderAlt: (index: number) => string,
) {
  const byTag = (tag: GalleryCategory) =>
    products
      .filter((product) => product.tags.includes(tag))
      .map((product) => ({
        id: product.id,
        title: product.name[locale],
        subtitle: product.subtitle[locale],
        features: product.features[locale].slice(0, maxFeatures),
        href: `/product/${product.id}`,
        // A product without images gets six placeholders, each with the localized default alt.
        images:
          product.images.length > 0
            ? product.images.map((image) => imageView(image.src, image.alt[locale]))
            : Array.from({ length: 6 }, (_, i) => ({
                src: assetPath(placeholderPath(600, 400)),
                alt: placeholderAlt(i + 1),
                picture: null,
              })),
      }));
  return textsByKey(galleryTags, byTag);
}
