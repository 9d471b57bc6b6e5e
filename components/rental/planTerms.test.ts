import {
  lowestMonthly,
  planView,
  rentableProducts,
  rentalContactHref,
  type PlanWords,
} from '@/components/rental/planTerms';
import type { Product, RentalPlan } from '@/content/schema';

const words: PlanWords = {
  monthly: (price) => `${price} a month`,
  onRequest: 'Price on request',
  pagesIncluded: (count) => `${count} pages`,
  extraPage: (price) => `${price} a page`,
  minimumTerm: (months) => `${months} months`,
};

const plan: RentalPlan = {
  id: 'office',
  name: { ka: 'ოფისი', en: 'Office' },
  monthlyPrice: 290,
  pagesIncluded: 5000,
  extraPagePrice: 0.04,
  minimumMonths: 12,
  features: { ka: ['ფერადი'], en: ['Colour'] },
};

describe('rental plans', () => {
  it('show the monthly fee and the extra page in lari, in the page language', () => {
    expect(planView(plan, 'en', words)).toEqual({
      id: 'office',
      name: 'Office',
      price: '₾290 a month',
      facts: ['5000 pages', '₾0.04 a page', '12 months'],
      features: ['Colour'],
    });
    const ka = planView(plan, 'ka', words);
    expect(ka.name).toBe('ოფისი');
    expect(ka.price).toMatch(/^290\s₾ a month$/);
    expect(ka.facts[1]).toMatch(/^0,04\s₾/);
  });

  it('read "price on request" without a monthly fee, and have no features when none given', () => {
    const view = planView({ ...plan, monthlyPrice: undefined, features: undefined }, 'en', words);
    expect(view.price).toBe('Price on request');
    expect(view.features).toEqual([]);
  });

  it('start from the lowest stated fee, none when every plan is on request', () => {
    expect(lowestMonthly([{ monthlyPrice: 590 }, {}, { monthlyPrice: 150 }])).toBe(150);
    expect(lowestMonthly([{}, {}])).toBeUndefined();
    expect(lowestMonthly([])).toBeUndefined();
  });

  it('link to the contact form on the rental topic, naming a product or a plan', () => {
    expect(rentalContactHref()).toBe('/contacts?type=rental#contact-form');
    expect(rentalContactHref({ product: 'mfp-1' })).toBe(
      '/contacts?type=rental&product=mfp-1#contact-form',
    );
    expect(rentalContactHref({ plan: 'office' })).toBe(
      '/contacts?type=rental&plan=office#contact-form',
    );
  });

  it('list only the products marked rentable', () => {
    const products = [
      { id: 'a', rentable: true },
      { id: 'b' },
      { id: 'c', rentable: false },
    ] as Product[];
    expect(rentableProducts(products).map((p) => p.id)).toEqual(['a']);
  });
});
