import { content, type Offer } from '@/content';
import { catalogOfferTerms } from '@/server/catalog-offer-terms';

jest.mock(
  'next-intl/server',
  () => jest.requireActual('../tests/support/components/island-props-mocks').englishServerIntl,
);
jest.mock('@/content', () =>
  jest.requireActual('../tests/support/components/island-props-mocks').fixtureContentModule(),
);

// The fixture's education discount: a percent, who gets it and what they show; no end date.
const education = content.offers[0]!;

describe('catalogOfferTerms', () => {
  it('states the percent, who gets it and what they must show', async () => {
    const terms = (await catalogOfferTerms('en'))(education);
    expect(terms).toEqual([
      `${education.discountPercent}% off the regular price of each product in this offer. For a product priced on request, the discount comes off the price we quote you.`,
      'Only for education.',
      education.requirements!.en,
    ]);
  });

  it('gives a sale for everyone its last day, and a bundle no percent', async () => {
    const sale: Offer = {
      ...education,
      eligibility: undefined,
      requirements: undefined,
      validUntil: '2027-05-31',
    };
    expect((await catalogOfferTerms('en'))(sale)).toEqual([
      expect.stringMatching(/^20% off/),
      'Valid until May 31, 2027',
    ]);
    expect((await catalogOfferTerms('en'))({ ...sale, type: 'bundle' })).toEqual([
      'Valid until May 31, 2027',
    ]);
  });
});
