import { fireEvent, render, screen } from '@testing-library/react';
import { SortSelect } from '@/components/catalog/SortSelect';
import { browserLabels } from '../../tests/support/components/catalog/catalog-fixtures';

// CatalogBrowser.test covers what each order does to the list; this is the field itself.
describe('SortSelect', () => {
  it('offers the orders by their names and reports a choice', () => {
    const onChange = jest.fn();
    render(<SortSelect sort="relevance" labels={browserLabels} onChange={onChange} />);
    const field = screen.getByRole('combobox', { name: 'Sort by' });
    expect(field).toHaveDisplayValue('Recommended');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Recommended',
      'Name, A to Z',
      'Price, lowest first',
      'New first',
    ]);
    fireEvent.change(field, { target: { value: 'price' } });
    expect(onChange).toHaveBeenCalledWith('price');
  });
});
