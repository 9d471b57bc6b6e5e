import fc from 'fast-check';
import {
  bestPercentOffer,
  discountedAmount,
  percentOffersFor,
  productDiscount,
  type PercentOfferSource,
} from '@/lib/offer-discount';

const sale = (id: string, percent: number | undefined, products: string[], validUntil?: string) =>
  ({ id, type: 'promotion', discountPercent: percent, products, validUntil }) as PercentOfferSource;

const now = new Date('2027-03-01T12:00:00Z');
const spring = sale('spring', 25, ['mfp', 'printer'], '2027-05-31');
const school = sale('school', 20, ['mfp'], undefined);
const expired = sale('winter', 40, ['mfp'], '2027-02-28');
const noPercent = sale('advice', undefined, ['mfp']);
const bundle = { ...sale('kit', 30, ['mfp']), type: 'bundle' } as PercentOfferSource;
const offers = [school, spring, expired, noPercent, bundle];

describe('percentOffersFor', () => {
  it('keeps the live percent sales that list the product, never a bundle or an expired sale', () => {
    expect(percentOffersFor('mfp', offers, now).map((o) => o.id)).toEqual(['school', 'spring']);
    expect(percentOffersFor('printer', offers, now).map((o) => o.id)).toEqual(['spring']);
    expect(percentOffersFor('shredder', offers, now)).toEqual([]);
  });

  it('drops a sale after its last day in Tbilisi', () => {
    const afterSpring = new Date('2027-05-31T20:00:00Z');
    expect(percentOffersFor('printer', offers, afterSpring)).toEqual([]);
  });
});

describe('bestPercentOffer', () => {
  it('is the biggest discount; on a tie the first listed', () => {
    expect(bestPercentOffer('mfp', offers, now)?.id).toBe('spring');
    const tie = sale('tie', 25, ['mfp']);
    expect(bestPercentOffer('mfp', [tie, spring], now)?.id).toBe('tie');
    expect(bestPercentOffer('none', offers, now)).toBeNull();
  });
});

describe('discountedAmount', () => {
  it('takes the percent off and rounds to whole lari', () => {
    expect(discountedAmount(8900, 25)).toBe(6675);
    expect(discountedAmount(95, 15)).toBe(81); // 80.75
    expect(discountedAmount(99, 10)).toBe(89); // 89.1
  });

  it('is never above the price nor below zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 90 }),
        (a, p) => {
          const after = discountedAmount(a, p);
          return after <= a && after >= 0 && Math.abs(after - (a * (100 - p)) / 100) <= 0.5;
        },
      ),
    );
  });
});

describe('productDiscount', () => {
  it('gives the old and new price of a priced product, keeping a "from" price and its currency', () => {
    const price = { amount: 8900, currency: 'GEL' as const, from: true };
    expect(productDiscount({ id: 'mfp', price }, offers, now)).toEqual({
      offer: spring,
      percent: 25,
      conditional: false,
      price: { before: price, after: { amount: 6675, currency: 'GEL', from: true } },
    });
  });

  it('gives the percent alone for a product priced on request, and null outside any sale', () => {
    expect(productDiscount({ id: 'printer' }, offers, now)).toMatchObject({
      percent: 25,
      price: null,
    });
    expect(productDiscount({ id: 'shredder', price: null }, offers, now)).toBeNull();
  });
});

describe('a conditional discount (one that names its buyers)', () => {
  const forSchools = {
    ...sale('schools', 40, ['mfp', 'printer']),
    eligibility: { ka: 'განათლებისთვის', en: 'for education' },
  } as PercentOfferSource;

  it('never wins over a sale for everyone, however big it is', () => {
    expect(bestPercentOffer('mfp', [forSchools, spring], now)?.id).toBe('spring');
    expect(productDiscount({ id: 'mfp' }, [forSchools, spring], now)?.conditional).toBe(false);
  });

  it('is shown, marked conditional, when no sale for everyone covers the product', () => {
    const price = { amount: 1000, currency: 'GEL' as const, from: false };
    expect(productDiscount({ id: 'printer', price }, [forSchools], now)).toMatchObject({
      percent: 40,
      conditional: true,
      price: { before: price, after: { amount: 600, currency: 'GEL' } },
    });
  });
});
