import { fireEvent, render, screen, within } from '@testing-library/react';
import messages from '@/messages/en.json';
import { CompareTable } from '@/components/compare/CompareTable';
import { compareRows, type ComparedProduct } from '@/components/compare/compareRows';
import type { CompareLabels } from '@/components/compare/labels';
import { compiledLabels } from '../../tests/support/components/compiled-labels';

const labels: CompareLabels = {
  ...compiledLabels(messages.ComparePage, [
    'unknown',
    'tooMany',
    'loadFailed',
    'caption',
    'scrollHint',
    'removeLabel',
    'replaceText',
    'replaceButton',
  ] as const),
  lists: compiledLabels(messages.ListToggles, ['addLabel', 'removeLabel', 'compareLabel'] as const),
  specLabels: messages.ProductSpecs,
};
const products: ComparedProduct[] = [
  { id: 'a', name: 'MFP A', image: null, price: '₾8,900', specs: { speed: '30', weight: '80' } },
  { id: 'b', name: 'MFP B', image: null, price: null, specs: { speed: '45' } },
];

describe('CompareTable', () => {
  it('has a column per product and a row per specification, with dashes and marks', () => {
    const onRemove = jest.fn();
    render(
      <CompareTable
        products={products}
        rows={compareRows(products, ['speed', 'weight'])}
        locale="en"
        labels={labels}
        onRemove={onRemove}
      />,
    );
    const table = screen.getByRole('table', { name: 'Comparison of 2 products' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Specification',
      expect.stringContaining('MFP A₾8,900'),
      expect.stringContaining('MFP BPrice on request'),
    ]);
    const weight = within(table).getByRole('row', { name: /Monthly|Weight/ });
    expect(within(weight).getByRole('rowheader')).toHaveTextContent('Weight (differs)');
    expect(
      within(weight)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['80', '—not stated']);
    expect(screen.getByRole('link', { name: 'MFP B' })).toHaveAttribute(
      'href',
      '/gps-app/en/product/b/',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove from comparison: MFP A' }));
    expect(onRemove).toHaveBeenCalledWith('a');
    expect(screen.getByRole('button', { name: 'Add to quote list: MFP B' })).toBeInTheDocument();
  });
});
