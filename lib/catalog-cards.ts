import type { Locale } from '@/i18n/routing';
import type { Offer, Product } from '@/content/schema';
import type { FilterableProduct, OfferSet } from './catalog-filters';
import { imageView } from './images/manifest';
import type { ImageView } from './images/types';
import { assetPath } from './site';

/**
 * What a catalogue card shows: plain data, so the filter island and the JSON share it. Client
 * code may import this module's types only: catalogCard() reads the image manifest (server).
 */
export interface CatalogCard extends FilterableProduct {
  name: string;
  image: ImageView | null;
}

export function catalogCard(product: Product, locale: Locale): CatalogCard {
  const image = product.images[0];
  return {
    id: product.id,
    name: product.name[locale],
    type: product.type,
    ...(product.speedPpm ? { speedPpm: product.speedPpm } : {}),
    format: product.format,
    image: image ? imageView(image.src, image.alt[locale]) : null,
  };
}

/** An offer that narrows the catalogue, with what its removable chip says. */
export interface CatalogOfferSet extends OfferSet {
  title: string;
  validUntil: string | null;
}

/** Bundles answer ?package=, every other offer with products answers ?sale=. */
export function catalogOfferSets(offers: Offer[], locale: Locale): CatalogOfferSet[] {
  return offers
    .filter((offer) => offer.products.length > 0)
    .map((offer) => ({
      id: offer.id,
      kind: offer.type === 'bundle' ? 'package' : 'sale',
      productIds: offer.products,
      title: offer.title[locale],
      validUntil: offer.validUntil ?? null,
    }));
}

/** The static JSON a category's (or the full catalogue's) island loads: every card, in order. */
export interface CatalogData {
  products: CatalogCard[];
}

export const allProductsKey = 'all';

/** Where that JSON is exported, e.g. /gps-app/catalog-data/ka/office.json. */
export function catalogDataPath(locale: Locale, category: string | undefined): string {
  return assetPath(`/catalog-data/${locale}/${category ?? allProductsKey}.json`);
}
