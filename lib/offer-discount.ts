import type { Offer, Price } from '@/content/schema';
import { isOfferLive } from './offers';

/** What of an offer the discount needs: a percent sale names the products it covers. */
export type PercentOfferSource = Pick<Offer, 'id' | 'type' | 'products'> &
  Partial<Pick<Offer, 'discountPercent' | 'validUntil' | 'eligibility'>>;

/** A discount only some buyers get (schools, orders of five or more): its price is not everyone's. */
export function isConditional(offer: Pick<PercentOfferSource, 'eligibility'>): boolean {
  return offer.eligibility !== undefined;
}

/** A bundle's percent is the bundle's, not each product's. */
export function percentOffersFor<T extends PercentOfferSource>(
  productId: string,
  offers: readonly T[],
  now: Date,
): (T & { discountPercent: number })[] {
  return offers.filter(
    (offer): offer is T & { discountPercent: number } =>
      offer.type !== 'bundle' &&
      typeof offer.discountPercent === 'number' &&
      offer.discountPercent > 0 &&
      offer.products.includes(productId) &&
      isOfferLive(offer, now),
  );
}

/** A bigger conditional discount never hides the price everyone pays; ties go to the first. */
export function bestPercentOffer<T extends PercentOfferSource>(
  productId: string,
  offers: readonly T[],
  now: Date,
): (T & { discountPercent: number }) | null {
  const found = percentOffersFor(productId, offers, now);
  const best = (list: typeof found) =>
    list.reduce<(T & { discountPercent: number }) | null>(
      (top, offer) => (top && top.discountPercent >= offer.discountPercent ? top : offer),
      null,
    );
  return (
    best(found.filter((offer) => !isConditional(offer))) ??
    best(found.filter((offer) => isConditional(offer)))
  );
}

/** The price after the discount, in whole units (lari: the site shows no tetri on a sale). */
export function discountedAmount(amount: number, percent: number): number {
  return Math.round((amount * (100 - percent)) / 100);
}

export interface ProductDiscount<T extends PercentOfferSource = PercentOfferSource> {
  offer: T & { discountPercent: number };
  percent: number;
  /** Only some buyers get it (offer.eligibility): `price.after` is their price, not everyone's. */
  conditional: boolean;
  /** The old and new price, when the product has one (a "from" price stays a "from" price). */
  price: { before: Price; after: Price } | null;
}

/** Old and new price when the product has a price; null when no sale covers it. */
export function productDiscount<T extends PercentOfferSource>(
  product: { id: string; price?: Price | null },
  offers: readonly T[],
  now: Date,
): ProductDiscount<T> | null {
  const offer = bestPercentOffer(product.id, offers, now);
  if (!offer) return null;
  const before = product.price ?? null;
  return {
    offer,
    percent: offer.discountPercent,
    conditional: isConditional(offer),
    price: before
      ? {
          before,
          after: { ...before, amount: discountedAmount(before.amount, offer.discountPercent) },
        }
      : null,
  };
}
