import { render, screen } from '@testing-library/react';
import { RentalLine } from '@/components/product-detail/RentalLine';
import { content } from '@/content';
import messages from '@/messages/en.json';
import { basePath } from '@/site.config.mjs';

jest.mock(
  'next-intl/server',
  () => jest.requireActual('../../tests/support/components/island-props-mocks').englishServerIntl,
);
jest.mock('@/content', () =>
  jest.requireActual('../../tests/support/components/island-props-mocks').fixtureContentModule(),
);

describe('RentalLine', () => {
  it('on a rentable product: from the lowest fee, links to the plans and the rental topic', async () => {
    const product = content.products.find((p) => p.rentable)!;
    render((await RentalLine({ locale: 'en', product }))!);
    const lowest = Math.min(...content.rental.plans.flatMap((p) => p.monthlyPrice ?? []));
    expect(screen.getByText(/Also available for rental/)).toHaveTextContent(
      `from ₾${lowest} a month`,
    );
    expect(screen.getByRole('link', { name: messages.RentalLine.plans })).toHaveAttribute(
      'href',
      `${basePath}/en/rental/`,
    );
    expect(screen.getByRole('link', { name: messages.RentalLine.ask })).toHaveAttribute(
      'href',
      `${basePath}/en/contacts/?type=rental&product=${product.id}#contact-form`,
    );
  });

  it('says nothing on a product that is not rented out', async () => {
    const product = content.products.find((p) => !p.rentable)!;
    expect(await RentalLine({ locale: 'en', product })).toBeNull();
  });
});
