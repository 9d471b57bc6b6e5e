import { bundleSavings, isOfferLive, liveOffers, offerEnd } from '@/lib/offers';

describe('offer validity', () => {
  const spring = { id: 'spring', validUntil: '2027-05-31' };
  const open = { id: 'bulk', validUntil: undefined };

  it('keeps an offer through its last day in Tbilisi and drops it after', () => {
    expect(isOfferLive(spring, new Date('2027-05-31T19:59:59Z'))).toBe(true); // 23:59:59 in Tbilisi
    expect(isOfferLive(spring, new Date('2027-05-31T20:00:00Z'))).toBe(false); // midnight in Tbilisi
  });

  it('keeps open-ended offers', () => {
    expect(isOfferLive(open, new Date('2099-01-01'))).toBe(true);
    expect(offerEnd(undefined)).toBeNull();
  });

  it('filters a list, keeping order', () => {
    const list = [spring, open, { id: 'old', validUntil: '2024-05-31' }];
    expect(liveOffers(list, new Date('2026-11-21')).map((o) => o.id)).toEqual(['spring', 'bulk']);
    expect(liveOffers(list, new Date('2027-07-01')).map((o) => o.id)).toEqual(['bulk']);
  });
});

describe('bundleSavings', () => {
  it('is the difference of the two prices', () => {
    expect(bundleSavings({ originalPrice: 15000, bundlePrice: 12500 })).toBe(2500);
    expect(bundleSavings({ originalPrice: 3500, bundlePrice: 2700 })).toBe(800);
    expect(bundleSavings({ originalPrice: undefined, bundlePrice: undefined })).toBeNull();
  });
});
