import { render, screen, within } from '@testing-library/react';
import { RentalPage } from '@/components/rental/RentalPage';
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
jest.mock(
  '@/styles/controls.css',
  () =>
    jest.requireActual('../../tests/support/components/island-props-mocks').controlRecipesModule,
);

const words = messages.RentalPage;

describe('RentalPage', () => {
  it('shows every plan from the content with its fee, pages, extra page and term', async () => {
    render(await RentalPage({ locale: 'en' }));
    expect(screen.getByRole('heading', { level: 1, name: words.title })).toBeInTheDocument();
    for (const plan of content.rental.plans) {
      const card = screen.getByRole('heading', { level: 3, name: plan.name.en }).closest('li')!;
      const text = card.textContent ?? '';
      if (plan.monthlyPrice === undefined) expect(text).toContain(words.onRequest);
      else expect(text).toContain(`₾${plan.monthlyPrice.toLocaleString('en')} a month`);
      expect(text).toContain(`${plan.minimumMonths} months`);
      expect(
        within(card).getByRole('link', { name: `Ask about the ${plan.name.en} plan` }),
      ).toHaveAttribute(
        'href',
        `${basePath}/en/contacts/?type=rental&plan=${plan.id}#contact-form`,
      );
    }
  });

  it('lists the rentable devices and asks about rental on the contact form', async () => {
    render(await RentalPage({ locale: 'en' }));
    for (const product of content.products.filter((p) => p.rentable))
      expect(screen.getByRole('link', { name: product.name.en })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.ask })).toHaveAttribute(
      'href',
      `${basePath}/en/contacts/?type=rental#contact-form`,
    );
  });

  it('is in the search index with its keywords', async () => {
    const { container } = render(await RentalPage({ locale: 'en' }));
    const page = container.firstElementChild!;
    expect(page).toHaveAttribute('data-pagefind-body', '');
    expect(page.getAttribute('data-search-keywords')).toContain('rent');
  });
});
