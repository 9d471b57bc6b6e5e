import type { Offer } from '@/content/schema';

/** The dealer works in Tbilisi: an offer valid "until 31 May" ends at midnight Tbilisi time. */
const tbilisiOffsetHours = 4;

/** The last instant an offer is shown, or null for an open-ended one. */
export function offerEnd(validUntil: string | null | undefined): Date | null {
  if (!validUntil) return null;
  const end = new Date(`${validUntil}T23:59:59.999Z`);
  end.setUTCHours(end.getUTCHours() - tbilisiOffsetHours);
  return end;
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
