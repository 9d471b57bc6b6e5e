import type { ComponentProps } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import messages from '@/messages/en.json';
import { OffersTabs } from '@/components/special-offers/OffersTabs';
import { offerCategories } from '@/content/constants';

// Buttons that link inside the app use the App Router, which only a Next page mounts.
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }),
}));
jest.mock(
  '@/styles/controls.css',
  () =>
    jest.requireActual('../../tests/support/components/island-props-mocks').controlRecipesModule,
);

type Props = ComponentProps<typeof OffersTabs>;
type Card = Props['cards'][number];

// The English words as the server hands them over; "{name}" templates stay raw.
const { tabs, tablist, empty, regular, bundle, save, requirements } = messages.SpecialOffers;
const labels: Props['labels'] = {
  tabs,
  tablist,
  empty,
  regular,
  bundle,
  save,
  requirements,
  salePrices: messages.OfferDiscount.pricesHeading,
  lists: messages.ListToggles,
};

const card = (id: string, category: Card['category'], validUntil: string | null = null): Card => ({
  id,
  category,
  validUntil,
  badge: 'Offer',
  discountBadge: null,
  image: { src: '/gps-app/images/offer.svg', alt: `${id} picture`, picture: null },
  title: `Offer ${id}`,
  subtitle: '',
  description: '',
  prices: null,
  includes: [],
  moreIncludes: null,
  features: [],
  validUntilText: null,
  minQuantityText: null,
  requirements: null,
  discountTerms: null,
  salePrices: [],
  salePricesHeading: null,
  cta: { label: `Ask about ${id}`, href: '/contacts' },
  productsLink: null,
  productIds: [],
});

const show = (cards: Card[]) =>
  render(<OffersTabs locale="en" cards={cards} order={offerCategories} labels={labels} />);
const tab = (name: string) => screen.getByRole('tab', { name });
/** The panel the stylesheet shows: jsdom applies no vanilla-extract CSS, so read its hook. */
const shownPanel = () => {
  const shown = screen
    .getAllByRole('tabpanel')
    .filter((panel) => panel.dataset.selected === 'true');
  expect(shown).toHaveLength(1);
  return shown[0]!;
};
const titlesIn = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('heading', { level: 4 })
    .map((heading) => heading.textContent);

const cards = [
  card('winter', 'seasonal'),
  card('school', 'discounts'),
  card('spring', 'promotions'),
  card('summer', 'promotions'),
];

describe('OffersTabs', () => {
  it('one tab per category with offers, in order; Promotions first selected', () => {
    show(cards);
    expect(screen.getByRole('tablist', { name: 'Offer categories' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Promotions',
      'Discounts',
      'Seasonal',
    ]);
    expect(tab('Promotions')).toHaveAttribute('aria-selected', 'true');
    expect(shownPanel()).toHaveAccessibleName('Promotions');
    expect(titlesIn(shownPanel())).toEqual(['Offer spring', 'Offer summer']);
  });

  it('arrow keys, Home and End move the selection, the focus and the panel shown', () => {
    show(cards);
    const expectOn = (name: string, titles: string[]) => {
      expect(tab(name)).toHaveAttribute('aria-selected', 'true');
      expect(tab(name)).toHaveFocus();
      expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toEqual([tab(name)]);
      expect(shownPanel()).toHaveAccessibleName(name);
      expect(titlesIn(shownPanel())).toEqual(titles);
    };
    fireEvent.keyDown(tab('Promotions'), { key: 'ArrowRight' });
    expectOn('Discounts', ['Offer school']);
    fireEvent.keyDown(tab('Discounts'), { key: 'End' });
    expectOn('Seasonal', ['Offer winter']);
    fireEvent.keyDown(tab('Seasonal'), { key: 'ArrowRight' });
    expectOn('Promotions', ['Offer spring', 'Offer summer']);
    fireEvent.keyDown(tab('Promotions'), { key: 'ArrowLeft' });
    expectOn('Seasonal', ['Offer winter']);
    fireEvent.keyDown(tab('Seasonal'), { key: 'Home' });
    expectOn('Promotions', ['Offer spring', 'Offer summer']);
  });

  it('a click selects a category', () => {
    show(cards);
    fireEvent.click(tab('Seasonal'));
    expect(tab('Seasonal')).toHaveAttribute('aria-selected', 'true');
    expect(titlesIn(shownPanel())).toEqual(['Offer winter']);
  });

  it('drops offers that ended after the build, and a category left without any', () => {
    show([card('spring', 'promotions', '2000-01-31'), card('school', 'discounts')]);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Discounts']);
    expect(tab('Discounts')).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText('Offer spring')).not.toBeInTheDocument();
  });

  it('says so when no offer is live', () => {
    show([card('spring', 'promotions', '2000-01-31')]);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByText(empty)).toBeInTheDocument();
  });

  it('a conditional discount’s prices are headed with who gets them, not as sale prices', () => {
    const prices = [{ id: 'mfp', name: 'MFP', regular: '₾7,120', sale: '₾5,696' }];
    show([
      {
        ...card('school', 'discounts'),
        salePrices: prices,
        salePricesHeading: 'Price for education',
      },
      { ...card('spring', 'promotions'), salePrices: prices },
    ]);
    expect(screen.getByRole('heading', { name: labels.salePrices })).toBeInTheDocument();
    fireEvent.click(tab('Discounts'));
    expect(
      within(shownPanel()).getByRole('heading', { name: 'Price for education' }),
    ).toBeInTheDocument();
    expect(
      within(shownPanel()).queryByRole('heading', { name: labels.salePrices }),
    ).not.toBeInTheDocument();
  });
});
