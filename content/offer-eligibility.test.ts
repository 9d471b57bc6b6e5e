import { offerSchema } from '@/content/schema';

const text = (en: string) => ({ ka: 'ქართული ტექსტი', en });
const offer = {
  id: 'schools',
  order: 1,
  type: 'discount',
  category: 'discounts',
  title: text('Education discount'),
  subtitle: text('20% off'),
  description: text('For schools.'),
  badge: text('For education'),
  discountPercent: 20,
  image: { src: '/images/products/printer-1.svg', alt: text('A printer') },
  includes: { ka: [], en: [] },
  features: { ka: [], en: [] },
  products: ['mfp'],
  cta: { label: text('Apply'), href: '/contacts' },
};

describe('an offer’s eligibility', () => {
  it('is required of a discount with requirements or a minimum quantity, named by field', () => {
    for (const condition of [{ requirements: text('Show a school ID') }, { minQuantity: 5 }]) {
      const result = offerSchema.safeParse({ ...offer, ...condition });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({
        path: ['eligibility'],
        message: expect.stringContaining('who it is for'),
      });
    }
  });

  it('is accepted with them, and not needed for a sale for everyone', () => {
    const withIt = { requirements: text('Show a school ID'), eligibility: text('for education') };
    expect(offerSchema.safeParse({ ...offer, ...withIt }).success).toBe(true);
    expect(offerSchema.safeParse(offer).success).toBe(true);
  });
});
