import { describeTerms, productTerms, type TermsWords } from '@/lib/product-terms';
import { productSchema, categorySchema } from '@/content/schema';

const words: TermsWords = {
  from: (price) => `from ${price}`,
  inStock: 'In stock',
  toOrder: 'To order',
  toOrderDays: (days) => `To order, delivery in ${days} days`,
  askStock: 'Call us to check stock',
};

const leasing = { ka: 'ლიზინგი 12 თვიდან', en: 'Leasing from 12 months' };
const categories = [
  { slug: 'office', availability: { status: 'inStock' as const }, financing: leasing },
  { slug: 'supplies' },
  { slug: 'wide-format', availability: { status: 'toOrder' as const, days: 21 } },
];

describe('productTerms', () => {
  it('says nothing when neither the product nor its categories do', () => {
    expect(productTerms({ categories: ['supplies'] }, categories)).toEqual({
      price: null,
      availability: null,
      financing: null,
    });
  });

  it("takes the stock and leasing note of the product's first category that has them", () => {
    const terms = productTerms({ categories: ['supplies', 'wide-format', 'office'] }, categories);
    expect(terms.availability).toEqual({ status: 'toOrder', days: 21 });
    expect(terms.financing).toEqual(leasing);
  });

  it("prefers the product's own word to its category's", () => {
    const own = { ka: 'განვადება 0%', en: '0% instalments' };
    const terms = productTerms(
      { categories: ['office'], availability: { status: 'toOrder' }, financing: own },
      categories,
    );
    expect(terms.availability).toEqual({ status: 'toOrder' });
    expect(terms.financing).toBe(own);
  });
});

describe('describeTerms', () => {
  const none = { price: null, availability: null, financing: null };

  it('leaves the price to "on request" when the content states none', () => {
    expect(describeTerms(none, 'en', words)).toEqual(none);
  });

  it('writes a price, or a "from" price, in the page language', () => {
    const price = { amount: 12500, currency: 'GEL' as const, from: false };
    expect(describeTerms({ ...none, price }, 'en', words).price).toBe('₾12,500');
    expect(describeTerms({ ...none, price: { ...price, from: true } }, 'en', words).price).toBe(
      'from ₾12,500',
    );
  });

  it('writes the stock status, with the delivery time when known', () => {
    const text = (availability: Parameters<typeof describeTerms>[0]['availability']) =>
      describeTerms({ ...none, availability }, 'en', words).availability;
    expect(text({ status: 'inStock' })).toBe('In stock');
    expect(text({ status: 'toOrder' })).toBe('To order');
    expect(text({ status: 'toOrder', days: 14 })).toBe('To order, delivery in 14 days');
    // Stock the dealer would rather confirm: the buyer is asked to call.
    expect(text({ status: 'askStock' })).toBe('Call us to check stock');
  });

  it('writes the leasing note in the page language', () => {
    expect(describeTerms({ ...none, financing: leasing }, 'ka', words).financing).toBe(leasing.ka);
  });
});

describe('the schema', () => {
  const product = (extra: object) => ({
    id: 'a-product',
    order: 1,
    name: { ka: 'პრინტერი', en: 'Printer' },
    subtitle: { ka: 'ოფისისთვის', en: 'For the office' },
    description: { ka: 'აღწერა', en: 'Description' },
    categories: ['office'],
    type: 'printer',
    images: [1, 2, 3].map((n) => ({
      src: `/images/products/p-${n}.svg`,
      alt: { ka: 'სურათი', en: 'Picture' },
    })),
    features: { ka: [], en: [] },
    specifications: [{ key: 'warranty', value: { ka: '1 წელი', en: '1 year' } }],
    ...extra,
  });

  it('reads a price in lari unless another currency is named, not a "from" price', () => {
    const parsed = productSchema.parse(product({ price: { amount: 4200 } }));
    expect(parsed.price).toEqual({ amount: 4200, currency: 'GEL', from: false });
  });

  it('rejects a price of nothing, and a delivery time for a product in stock', () => {
    const zero = productSchema.safeParse(product({ price: { amount: 0 } }));
    expect(zero.error?.issues[0]).toMatchObject({ path: ['price', 'amount'] });
    const days = productSchema.safeParse(product({ availability: { status: 'inStock', days: 3 } }));
    expect(days.error?.issues[0]).toMatchObject({ path: ['availability', 'days'] });
  });

  it('lets a category carry a default stock status', () => {
    const shape = categorySchema.shape.availability;
    expect(shape.parse({ status: 'toOrder', days: 30 })).toEqual({ status: 'toOrder', days: 30 });
    expect(shape.safeParse({ status: 'sold' }).success).toBe(false);
  });
});
