import { fireEvent, render, screen } from '@testing-library/react';
import { ProductTabs } from '@/components/product-tabs/ProductTabs';
import { productPanels } from '@/components/product-detail/productPanels';
import { content, type Product } from '@/content';

// The panels come from the real builder: English messages, a fixture product.
jest.mock(
  'next-intl/server',
  () => jest.requireActual('../../tests/support/components/island-props-mocks').englishServerIntl,
);
jest.mock('@/content', () =>
  jest.requireActual('../../tests/support/components/island-props-mocks').fixtureContentModule(),
);

const link = (en: string, url: string) => ({ title: { ka: en, en }, url });
/** The fixture product with a manual and a video, so all four tabs are there. */
const withMedia = () => ({
  ...content.products[0]!,
  documents: [link('User manual', 'https://example.com/manual.pdf')],
  videos: [link('Setting up', 'https://example.com/video')],
});

async function show(product: Product = withMedia()) {
  render(<ProductTabs label="About the product" tabs={await productPanels('en', product)} />);
  return product;
}

const tab = (name: string) => screen.getByRole('tab', { name });
/** The panel the stylesheet shows: jsdom applies no vanilla-extract CSS, so read its hook. */
const shownPanels = () =>
  screen.getAllByRole('tabpanel').filter((panel) => panel.dataset.selected === 'true');

function expectSelectedOf(name: string, others: number) {
  expect(tab(name)).toHaveAttribute('aria-selected', 'true');
  expect(tab(name)).toHaveFocus();
  expect(tab(name)).toHaveAttribute('tabindex', '0');
  expect(screen.getAllByRole('tab', { selected: false })).toHaveLength(others);
  expect(shownPanels()).toEqual([screen.getByRole('tabpanel', { name })]);
}
const expectSelected = (name: string) => expectSelectedOf(name, 3);

describe('ProductTabs', () => {
  it('starts on the description, one tab stop, its panel the only one shown', async () => {
    const product = await show();
    expect(screen.getByRole('tablist', { name: 'About the product' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Description',
      'Specifications',
      'Documents',
      'Video',
    ]);
    expect(tab('Description')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toEqual([
      tab('Description'),
    ]);
    const [panel] = shownPanels();
    expect(panel).toHaveAccessibleName('Description');
    expect(panel).toHaveTextContent(product.description.en);
  });

  it('arrow keys move the selection and focus, wrapping at both ends', async () => {
    await show();
    fireEvent.keyDown(tab('Description'), { key: 'ArrowRight' });
    expectSelected('Specifications');
    fireEvent.keyDown(tab('Specifications'), { key: 'ArrowLeft' });
    expectSelected('Description');
    fireEvent.keyDown(tab('Description'), { key: 'ArrowLeft' });
    expectSelected('Video');
    fireEvent.keyDown(tab('Video'), { key: 'ArrowRight' });
    expectSelected('Description');
  });

  it('Home and End jump to the first and last tab; other keys change nothing', async () => {
    await show();
    fireEvent.keyDown(tab('Description'), { key: 'End' });
    expectSelected('Video');
    fireEvent.keyDown(tab('Video'), { key: 'Home' });
    expectSelected('Description');
    fireEvent.keyDown(tab('Description'), { key: 'ArrowDown' });
    expect(tab('Description')).toHaveAttribute('aria-selected', 'true');
  });

  it('a click selects the tab and shows its panel', async () => {
    await show();
    fireEvent.click(tab('Documents'));
    expect(tab('Documents')).toHaveAttribute('aria-selected', 'true');
    expect(shownPanels()).toEqual([screen.getByRole('tabpanel', { name: 'Documents' })]);
    expect(screen.getByRole('link', { name: /User manual/ })).toHaveAttribute(
      'href',
      'https://example.com/manual.pdf',
    );
  });

  it('leaves out the documents and video tabs of a product that has none', async () => {
    await show({ ...content.products[0]!, documents: [], videos: undefined });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Description',
      'Specifications',
    ]);
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
    fireEvent.keyDown(tab('Description'), { key: 'ArrowRight' });
    expectSelectedOf('Specifications', 1);
    fireEvent.keyDown(tab('Specifications'), { key: 'ArrowRight' });
    expectSelectedOf('Description', 1);
  });
});
