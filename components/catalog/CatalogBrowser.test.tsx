import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { CatalogBrowser } from '@/components/catalog/CatalogBrowser';
import {
  browserLabels,
  cardLabels,
  facets,
  offerSets,
  products,
  unfilteredCounts,
} from '../../tests/support/components/catalog/catalog-fixtures';

// Product cards call actionLink(): next/jest stubs style modules, so the recipe stands in.
jest.mock(
  '@/styles/controls.css',
  () =>
    jest.requireActual('../../tests/support/components/island-props-mocks').controlRecipesModule,
);

const fetchMock = jest.fn();
const page = '/gps-app/en/catalog/office/';

function show(search = '') {
  window.history.replaceState(null, '', `${page}${search}`);
  return render(
    <CatalogBrowser
      locale="en"
      title="Office"
      lead="Printers and copiers for the office."
      searchWeight={1}
      dataUrl="/gps-app/catalog-data/en/office.json"
      total={products.length}
      facets={facets}
      counts={unfilteredCounts}
      priceSpan={{ min: 500, max: 1500 }}
      offerSets={offerSets}
      labels={browserLabels}
      cardLabels={cardLabels}
    >
      <p>The pre-rendered first page</p>
    </CatalogBrowser>,
  );
}
/** The result count (each card's quote toggle has a status of its own). */
const status = () => {
  const [count] = screen.getAllByRole('status').filter((element) => !element.closest('article'));
  return count;
};
const radio = (group: string, name: string) =>
  within(screen.getByRole('group', { name: group })).getByRole('checkbox', { name });
const cardNames = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset().mockResolvedValue({ ok: true, json: async () => ({ products }) });
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('CatalogBrowser', () => {
  it('unfiltered, it shows the pre-rendered page and loads nothing', () => {
    show();
    expect(status()).toHaveTextContent('30 products found');
    expect(screen.getByText('The pre-rendered first page')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checking a filter puts it in the URL, loads the products and updates the count', async () => {
    show();
    fireEvent.click(radio('Type', 'Multifunction (3)'));
    expect(window.location.search).toBe('?type=multifunction');
    expect(await screen.findByText('3 products found')).toBe(status());
    expect(fetchMock).toHaveBeenCalledWith('/gps-app/catalog-data/en/office.json');
    expect(cardNames()).toEqual(['MFP 1', 'MFP 2', 'MFP 3']);
    expect(screen.queryByText('The pre-rendered first page')).not.toBeInTheDocument();
    // The other filter's counts now follow the choice; an option matching nothing leaves.
    expect(
      within(screen.getByRole('group', { name: 'Format' })).queryByRole('checkbox', { name: /A4/ }),
    ).not.toBeInTheDocument();
    expect(radio('Format', 'A3 (3)')).toBeEnabled();

    fireEvent.click(radio('Type', 'All (30)'));
    expect(window.location.search).toBe('');
    expect(status()).toHaveTextContent('30 products found');
    expect(screen.getByText('The pre-rendered first page')).toBeInTheDocument();
  });

  it('a shared link opens filtered; the back button walks back through the choices', async () => {
    show('?format=A4');
    expect(await screen.findByText('27 products found')).toBeInTheDocument();
    expect(radio('Format', 'A4 (27)')).toBeChecked();
    fireEvent.click(radio('Type', 'Printer (27)'));
    expect(window.location.search).toBe('?type=printer&format=A4');
    act(() => {
      window.history.replaceState(null, '', `${page}?format=A3`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(radio('Format', 'A3 (3)')).toBeChecked();
    expect(status()).toHaveTextContent('3 products found');
  });

  it('shows a page of 24 cards, then "show more" adds the rest and focuses the first new card', async () => {
    show('?type=printer');
    expect(await screen.findByText('27 products found')).toBeInTheDocument();
    expect(cardNames()).toHaveLength(24);
    fireEvent.click(screen.getByRole('button', { name: 'Show 3 more' }));
    expect(cardNames()).toHaveLength(27);
    expect(screen.getByRole('link', { name: 'Printer 25' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: /^Show \d+ more$/ })).not.toBeInTheDocument();
  });

  it('a sale link narrows the list behind a removable chip', async () => {
    show('?sale=spring-sale');
    expect(await screen.findByText('2 products found')).toBeInTheDocument();
    const chips = screen.getByRole('list', { name: 'Active filters' });
    fireEvent.click(
      within(chips).getByRole('button', { name: 'Remove filter: On sale: Spring sale' }),
    );
    expect(window.location.search).toBe('');
    expect(status()).toHaveTextContent('30 products found');
  });

  it('a sale view reads the sale’s own text and terms, and the document title follows', async () => {
    document.title = 'Office | GPS';
    show('?sale=spring-sale');
    const [spring] = offerSets;
    expect(await screen.findByText('2 products found')).toBeInTheDocument();
    expect(screen.getByText(spring!.lead)).toBeInTheDocument();
    expect(screen.queryByText('Printers and copiers for the office.')).not.toBeInTheDocument();
    const terms = screen.getByRole('list', { name: browserLabels.offerTerms });
    expect(
      within(terms)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(spring!.terms);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Spring sale: 2 products');
    expect(document.title).toBe('Spring sale: 2 products | GPS');

    const chips = screen.getByRole('list', { name: 'Active filters' });
    fireEvent.click(
      within(chips).getByRole('button', { name: 'Remove filter: On sale: Spring sale' }),
    );
    expect(document.title).toBe('Office | GPS');
    expect(screen.getByText('Printers and copiers for the office.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: browserLabels.offerTerms })).not.toBeInTheDocument();
  });

  it('unknown, hostile or ended values fall back to the unfiltered page', () => {
    show(
      `?type=${encodeURIComponent('<script>alert(1)</script>')}&format=A5&speed=999` +
        `&sale=old-sale&package=${'x'.repeat(500)}&utm_source=mail`,
    );
    expect(status()).toHaveTextContent('30 products found');
    expect(screen.getByText('The pre-rendered first page')).toBeInTheDocument();
    expect(radio('Type', 'All (30)')).toBeChecked();
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says when the products cannot be loaded, and offers a way back', async () => {
    fetchMock.mockResolvedValueOnce({ ok: false });
    show('?type=printer');
    expect(status()).toHaveTextContent('Loading products…');
    expect(await screen.findByText(browserLabels.loadError)).toBe(status());
    fireEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(window.location.search).toBe('');
    expect(screen.getByText('The pre-rendered first page')).toBeInTheDocument();
  });

  it('sorts by name or price from the URL; products without a price come last', async () => {
    show();
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), {
      target: { value: 'name' },
    });
    expect(window.location.search).toBe('?sort=name');
    expect(await screen.findByText('MFP 1')).toBeInTheDocument();
    expect(cardNames().slice(0, 5)).toEqual(['MFP 1', 'MFP 2', 'MFP 3', 'Printer 1', 'Printer 2']);
    expect(status()).toHaveTextContent('30 products found');

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), {
      target: { value: 'price' },
    });
    expect(window.location.search).toBe('?sort=price');
    // Lari lowest first, then euro, then the rest in the dealer's order.
    expect(cardNames().slice(0, 5)).toEqual([
      'Printer 1',
      'Printer 2',
      'MFP 1',
      'Printer 3',
      'Printer 4',
    ]);
  });

  it('a sort is kept when the filters are reset', async () => {
    show('?type=printer&sort=new');
    expect(await screen.findByText('27 products found')).toBeInTheDocument();
    fireEvent.click(radio('Type', 'All (30)'));
    expect(window.location.search).toBe('?sort=new');
    expect(await screen.findByText('30 products found')).toBeInTheDocument();
    expect(cardNames()[0]).toBe('MFP 2'); // the one tagged new
  });

  it('the heading says what is shown: a sale with its count, a type, or the page', async () => {
    const heading = () => screen.getByRole('heading', { level: 1 });
    const { unmount } = show('?sale=spring-sale');
    expect(await screen.findByText('2 products found')).toBeInTheDocument();
    expect(heading()).toHaveTextContent(/^Spring sale: 2 products$/);
    unmount();
    show('?type=multifunction');
    expect(await screen.findByText('3 products found')).toBeInTheDocument();
    expect(heading()).toHaveTextContent(/^Multifunction devices$/);
    fireEvent.click(radio('Type', 'All (30)'));
    expect(heading()).toHaveTextContent(/^Office$/);
  });

  it('a price range lists the products priced on request too, and says how many', async () => {
    show();
    const price = screen.getByRole('group', { name: 'Price, lari' });
    fireEvent.change(within(price).getByRole('spinbutton', { name: 'To' }), {
      target: { value: '1000' },
    });
    fireEvent.click(within(price).getByRole('button', { name: 'Apply price' }));
    // 30 products: one lari price within the range, 28 without a lari price (one in euro).
    expect(window.location.search).toBe('?priceMax=1000');
    expect(await screen.findByText('29 products found')).toBeInTheDocument();
    expect(screen.getByText(/^Also listed: 28 products priced on request\./)).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Price, lari' });
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Only products with a price' }));
    fireEvent.click(within(group).getByRole('button', { name: 'Apply price' }));
    expect(window.location.search).toBe('?priceMax=1000&onRequest=hide');
    expect(await screen.findByText('1 product found')).toBeInTheDocument();
    expect(screen.getByText(/^Not listed: 28 products priced on request\./)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Include them' }));
    expect(window.location.search).toBe('?priceMax=1000');
    expect(await screen.findByText('29 products found')).toBeInTheDocument();
  });

  it('a price range narrows to lari prices within it, behind a removable chip', async () => {
    show();
    const price = screen.getByRole('group', { name: 'Price, lari' });
    expect(within(price).getByRole('spinbutton', { name: 'To' })).toHaveAttribute(
      'placeholder',
      '1,500',
    );
    fireEvent.change(within(price).getByRole('spinbutton', { name: 'To' }), {
      target: { value: '1000' },
    });
    fireEvent.click(within(price).getByRole('button', { name: 'Apply price' }));
    expect(window.location.search).toBe('?priceMax=1000');
    expect(await screen.findByText('29 products found')).toBeInTheDocument();
    expect(cardNames()[0]).toBe('Printer 1');
    expect(cardNames()).not.toContain('Printer 2');
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter: Price up to ₾1,000' }));
    expect(window.location.search).toBe('');
    const cleared = screen.getByRole('group', { name: 'Price, lari' });
    expect(within(cleared).getByRole('spinbutton', { name: 'To' })).toHaveValue(null);
  });
});
