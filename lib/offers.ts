import { tbilisiDayEnd } from '@/content/fields/calendar-date';
import type { Offer } from '@/content/schema';

/** The last instant an offer is shown (midnight Tbilisi time), or null for an open-ended one. */
export function offerEnd(validUntil: string | null | undefined): Date | null {
  return validUntil ? tbilisiDayEnd(validUntil) : null;
}

export function isOfferLive(offer: { validUntil?: string | null }, now: Date): boolean {
  const end = offerEnd(offer.validUntil);
  return end === null || now.getTime() <= end.getTime();
}

/** Offers still running at `now`: applied at build and again in the browser. */
export function liveOffers<T extends { validUntil?: string | null }>(offers: T[], now: Date): T[] {
  return offers.filter((offer) => isOfferLive(offer, now));
}

/** What a bundle saves, derived so the three prices can never disagree. */
export function bundleSavings(offer: Pick<Offer, 'originalPrice' | 'bundlePrice'>): number | null {
  if (offer.originalPrice === undefined || offer.bundlePrice === undefined) return null;
  return offer.originalPrice - offer.bundlePrice;
}
