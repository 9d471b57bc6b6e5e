import type { Locale } from '@/i18n/routing';
import type { Offer, Product } from '@/content/schema';
import type { FilterableProduct, OfferSet } from './catalog-filters';
import type { SortableProduct } from './catalog-sort';
import { cardFactCount, keyFacts, type KeyFactKey } from './key-facts';
import type { ImageView } from './images/types';
import { assetPath } from './site';

/** Plain data shared by the filter island and the JSON; built in server/catalog-card-builder.ts. */
export interface CatalogCard {
  id: string;
  name: string;
  image: ImageView | null;
  /** Key facts in the page language; speedPpm is the bare number ("45"), the card adds "ppm". */
  facts: CardFact[];
  /** "₾12,500", "from ₾12,500"; null reads "price on request". */
  price: string | null;
  /** "In stock", "To order, delivery in 14 days"; null says nothing. */
  availability: string | null;
  /** The sale price replaces `price` (shown struck); no price, no discount (the page names it). */
  sale?: { badge: string; price: string | null } | null;
}

export interface CardFact {
  key: KeyFactKey;
  value: string;
}

export function cardFacts(product: Product, locale: Locale, count = cardFactCount): CardFact[] {
  return keyFacts(product, count).map((fact) => ({
    key: fact.key,
    value:
      'speedPpm' in fact
        ? String(fact.speedPpm)
        : 'format' in fact
          ? fact.format
          : fact.value[locale],
  }));
}

/** A card of the catalogue JSON: what it shows and what the route's filters and sorts look at. */
export type CatalogDataCard = CatalogCard & FilterableProduct & SortableProduct;

/** An offer that narrows the catalogue: its chip, its text and its terms. */
export interface CatalogOfferSet extends OfferSet {
  title: string;
  validUntil: string | null;
  /** The offer's own description, in place of the catalogue's lead. */
  lead: string;
  /** "25% off…", "Only for education.", "Valid until 31 May 2027": written by the caller. */
  terms: string[];
}

/** Bundles answer ?package=, other offers ?sale=; `termsOf` needs the messages. */
export function catalogOfferSets(
  offers: Offer[],
  locale: Locale,
  termsOf: (offer: Offer) => string[] = () => [],
): CatalogOfferSet[] {
  return offers
    .filter((offer) => offer.products.length > 0)
    .map((offer) => ({
      id: offer.id,
      kind: offer.type === 'bundle' ? 'package' : 'sale',
      productIds: offer.products,
      title: offer.title[locale],
      validUntil: offer.validUntil ?? null,
      lead: offer.description[locale],
      terms: termsOf(offer),
    }));
}

/** The static JSON a category's (or the full catalogue's) island loads: every card, in order. */
export interface CatalogData {
  products: CatalogDataCard[];
}

export const allProductsKey = 'all';

/** Where that JSON is exported, e.g. /gps-app/catalog-data/ka/office.json. */
export function catalogDataPath(locale: Locale, category: string | undefined): string {
  return assetPath(`/catalog-data/${locale}/${category ?? allProductsKey}.json`);
}
