import { fireEvent, render, screen, within } from '@testing-library/react';
import { FilterPanel } from '@/components/catalog/FilterPanel';
import { defaultFilters } from '@/lib/catalog-filters';
import {
  browserLabels,
  facets,
  unfilteredCounts,
} from '../../tests/support/components/catalog/catalog-fixtures';

const onChange = jest.fn();
const onShowResults = jest.fn();
function show(
  filters = defaultFilters,
  counts: Parameters<typeof FilterPanel>[0]['counts'] = unfilteredCounts,
) {
  return render(
    <FilterPanel
      locale="en"
      facets={facets}
      filters={filters}
      counts={counts}
      priceSpan={null}
      shown={counts?.type?.all}
      labels={browserLabels}
      onChange={onChange}
      onShowResults={onShowResults}
    />,
  );
}
const group = (name: string) => screen.getByRole('group', { name });
const box = (groupName: string, name: string) =>
  within(group(groupName)).getByRole('checkbox', { name });

beforeEach(() => {
  onChange.mockReset();
  onShowResults.mockReset();
});

describe('FilterPanel', () => {
  it('one checkbox group per filter, "All" first and chosen, each option with its count', () => {
    show();
    const panel = screen.getByRole('region', { name: 'Filters' });
    expect(
      within(panel)
        .getAllByRole('group')
        .map((g) => g.querySelector('legend')?.textContent),
    ).toEqual(['Type', 'Format']);
    expect(
      within(group('Type'))
        .getAllByRole('checkbox')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['All (30)', 'Printer (27)', 'Multifunction (3)']);
    expect(box('Type', 'All (30)')).toBeChecked();
    expect(box('Format', 'All (30)')).toBeChecked();
  });

  it('an option no product would match is not listed, unless chosen; "All" always is', () => {
    show(
      { ...defaultFilters, chosen: { type: ['multifunction'], format: ['A4'] } },
      {
        type: { all: 0, options: { printer: 0, multifunction: 0, shredder: 0 } },
        format: { all: 3, options: { A4: 0, A3: 3 } },
      },
    );
    const labelsOf = (name: string) =>
      within(group(name))
        .getAllByRole('checkbox')
        .map((r) => r.closest('label')?.textContent);
    // The chosen zero-count options stay, so they can be unticked.
    expect(labelsOf('Type')).toEqual(['All (0)', 'Multifunction (0)']);
    expect(labelsOf('Format')).toEqual(['All (3)', 'A4 (0)', 'A3 (3)']);
    expect(box('Type', 'Multifunction (0)')).toBeChecked();
    fireEvent.click(box('Type', 'All (0)'));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ chosen: { format: ['A4'] } }));
  });

  it('checking an option asks for that choice, keeping the others; "All" removes it', () => {
    show({ ...defaultFilters, chosen: { format: ['A4'] } });
    fireEvent.click(box('Type', 'Printer (27)'));
    expect(onChange).toHaveBeenLastCalledWith({
      ...defaultFilters,
      chosen: { format: ['A4'], type: ['printer'] },
    });
    // A second option of the same facet is added to the first, not put in its place.
    fireEvent.click(box('Format', 'A3 (3)'));
    expect(onChange).toHaveBeenLastCalledWith({
      ...defaultFilters,
      chosen: { format: ['A4', 'A3'] },
    });
    fireEvent.click(box('Format', 'All (30)'));
    expect(onChange).toHaveBeenLastCalledWith({ ...defaultFilters, chosen: {} });
  });

  it('while the data loads, the options show no count rather than a wrong one', () => {
    show({ ...defaultFilters, chosen: { type: ['printer'] } }, null);
    expect(box('Type', 'Printer')).toBeChecked();
    expect(box('Type', 'Shredder')).toBeEnabled();
  });

  it('the toggle shows and hides the filters it controls (on phones)', () => {
    show();
    const toggle = screen.getByRole('button', { name: 'Show filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const groups = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(groups).toContainElement(group('Type'));
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide filters' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(groups).toHaveAttribute('data-open', 'true');
  });

  it('a filter none of the products left has any option of is hidden, not shown with (0)', () => {
    show(
      { ...defaultFilters, chosen: { type: ['shredder'] } },
      {
        type: { all: 18, options: { printer: 15, multifunction: 3, shredder: 2 } },
        format: { all: 2, options: { A4: 0, A3: 0 } },
      },
    );
    expect(screen.queryByRole('group', { name: 'Format' })).not.toBeInTheDocument();
    expect(box('Type', 'Shredder (2)')).toBeChecked();
  });

  it('on phones the panel says how many match and closes onto the results', () => {
    show(
      { ...defaultFilters, chosen: { type: ['multifunction'] } },
      {
        type: { all: 18, options: { printer: 15, multifunction: 3, shredder: 0 } },
        format: { all: 3, options: { A4: 0, A3: 3 } },
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show filters' }));
    // The results are scrolled to once the panel has closed, not while it still takes the room.
    onShowResults.mockImplementation(() =>
      expect(screen.getByRole('button', { name: 'Show filters' })).toHaveAttribute(
        'aria-expanded',
        'false',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show 18 products' }));
    expect(onShowResults).toHaveBeenCalledTimes(1);
    expect(onShowResults).toHaveReturned();
    expect(screen.getByRole('button', { name: 'Show filters' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
