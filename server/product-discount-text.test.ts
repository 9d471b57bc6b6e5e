import { content, type Offer } from '@/content';
import { productDiscountText } from '@/server/product-discount-text';
import { productTermsText } from '@/server/product-terms-text';

jest.mock(
  'next-intl/server',
  () => jest.requireActual('../tests/support/components/island-props-mocks').englishServerIntl,
);
jest.mock('@/content', () =>
  jest.requireActual('../tests/support/components/island-props-mocks').fixtureContentModule(),
);

// The fixture's one offer is the education discount: it names its buyers (eligibility).
const education = content.offers[0]!;
const now = new Date('2027-03-01T12:00:00Z');
const priced = {
  ...content.products.find((p) => education.products.includes(p.id))!,
  price: { amount: 7120, currency: 'GEL' as const, from: true },
};
const forEveryone: Offer = {
  ...education,
  id: 'spring',
  title: { ka: 'გაზაფხული', en: 'Spring sale' },
  discountPercent: 10,
  eligibility: undefined,
  requirements: undefined,
};

describe('productDiscountText', () => {
  it('labels a conditional discount with its buyers, never as the sale price', async () => {
    expect(education.eligibility?.en).toBe('for education');
    const text = (await productDiscountText('en', [education], now))(priced);
    expect(text).toMatchObject({
      badge: `−${education.discountPercent}% for education`,
      heading: 'Offer: Education discount',
      condition: {
        priceLabel: 'Price for education',
        requirements: education.requirements!.en,
      },
      prices: { regular: 'from ₾7,120', sale: 'from ₾5,696' },
    });
  });

  it('keeps an unconditional sale as everyone’s price, and prefers it to a bigger conditional one', async () => {
    const text = (await productDiscountText('en', [education, forEveryone], now))(priced);
    expect(text).toMatchObject({
      badge: '−10%',
      heading: 'On sale: Spring sale',
      condition: null,
      prices: { regular: 'from ₾7,120', sale: 'from ₾6,408' },
    });
  });

  it('states the condition for a product priced on request', async () => {
    const text = (await productDiscountText('en', [education], now))({ id: priced.id });
    expect(text?.onRequest).toBe('20% off the price we quote you, for education');
  });
});

describe('productTermsText: the card', () => {
  it('shows a conditional discount as a badge only: the price stays the regular one', async () => {
    const terms = (await productTermsText('en'))(priced);
    expect(terms.price).toBe('from ₾7,120');
    expect(terms.sale).toEqual({ badge: '−20% for education', price: null });
  });
});
