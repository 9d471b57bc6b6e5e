import type { Locale } from '@/i18n/routing';
import type { Product } from '@/content/schema';
import { galleryTags } from '@/content/constants';
import { placeholderPath } from '@/lib/placeholder';
import { imageView } from '@/server/image-manifest';
import { assetPath } from '@/lib/site';
import type { GalleryProductView } from './ProductGallery';
import type { GalleryCategory } from './galleryState';

export const placeholderImageCount = 6;
export const maxFeatures = 6;

/** A product without images gets six placeholders, each with the localized default alt text. */
export function galleryImages(
  images: Product['images'],
  locale: Locale,
  placeholderAlt: (index: number) => string,
): GalleryProductView['images'] {
  if (images.length > 0) return images.map((image) => imageView(image.src, image.alt[locale]));
  return Array.from({ length: placeholderImageCount }, (_, i) => ({
    src: assetPath(placeholderPath(600, 400)),
    alt: placeholderAlt(i + 1),
    picture: null,
  }));
}

/** The gallery's products per category (new, bestselling, discounts), in the page's language. */
export function galleryProducts(
  products: Product[],
  locale: Locale,
  placeholderAlt: (index: number) => string,
): Record<GalleryCategory, GalleryProductView[]> {
  const byTag = (tag: GalleryCategory) =>
    products
      .filter((product) => product.tags.includes(tag))
      .map((product) => ({
        id: product.id,
        title: product.name[locale],
        subtitle: product.subtitle[locale],
        features: product.features[locale].slice(0, maxFeatures),
        href: `/product/${product.id}`,
        images: galleryImages(product.images, locale, placeholderAlt),
      }));
  return Object.fromEntries(galleryTags.map((tag) => [tag, byTag(tag)])) as Record<
    GalleryCategory,
    GalleryProductView[]
  >;
}
