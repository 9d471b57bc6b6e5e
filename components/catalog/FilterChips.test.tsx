import { fireEvent, render, screen, within } from '@testing-library/react';
import { FilterChips } from '@/components/catalog/FilterChips';
import type { CatalogFilters } from '@/lib/catalog-filters';
import { noPriceRange } from '@/lib/catalog-price-range';
import { browserLabels } from '../../tests/support/components/catalog/catalog-fixtures';

// CatalogBrowser.test covers a sale chip and a price-up-to chip through the whole browser; these
// are the other chips a link can open with.
const bundle = {
  id: 'starter-bundle',
  kind: 'package' as const,
  productIds: ['mfp-1'],
  title: 'Starter bundle',
  validUntil: null,
  lead: 'A starter bundle.',
  terms: [],
};
const none: CatalogFilters = {
  chosen: {},
  sale: null,
  package: null,
  sort: 'relevance',
  price: noPriceRange,
};

function show(filters: Partial<CatalogFilters>) {
  const onChange = jest.fn();
  const chosen = { ...none, ...filters };
  render(
    <FilterChips
      locale="en"
      filters={chosen}
      offerSets={[bundle]}
      labels={browserLabels}
      onChange={onChange}
    />,
  );
  const chips = screen.queryByRole('list', { name: 'Active filters' });
  const names = chips
    ? within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent)
    : [];
  return { chosen, onChange, names };
}

describe('FilterChips', () => {
  it('shows nothing without a sale, bundle or price', () => {
    expect(show({}).names).toEqual([]);
  });

  it('names every sale, a bundle and a price range in lari', () => {
    const { names } = show({
      sale: 'all',
      package: 'starter-bundle',
      price: { min: 100, max: 9000 },
    });
    expect(names).toEqual(['On sale×', 'Bundle: Starter bundle×', 'Price: ₾100 to ₾9,000×']);
  });

  it('removing a chip drops that choice only', () => {
    const { chosen, onChange } = show({
      package: 'starter-bundle',
      price: { min: 100, max: null },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter: Price from ₾100' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...chosen, price: noPriceRange });
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter: Bundle: Starter bundle' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...chosen, package: null });
  });
});
