import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { CompareBar } from '@/components/compare/bar/CompareBar';
import { loadCompareBarLabels } from '@/components/compare/bar/labels';
import { writeList } from '@/lib/list-store';

// The bar gets its words from its real label loader and the English messages.
jest.mock(
  'next-intl/server',
  () =>
    jest.requireActual('../../../tests/support/components/island-props-mocks').englishServerIntl,
);

const compareHref = '/gps-app/en/compare/';
const show = async () =>
  render(<CompareBar compareHref={compareHref} labels={await loadCompareBarLabels('en')} />);
const bar = () => screen.queryByRole('complementary', { name: /^Compare/ });

beforeEach(() => localStorage.clear());

describe('CompareBar', () => {
  it('is absent while nothing is chosen, and appears when a product is', async () => {
    await show();
    expect(bar()).not.toBeInTheDocument();
    act(() => {
      writeList('compare-list', JSON.stringify(['mfp-a']));
    });
    expect(bar()).toHaveAccessibleName('Compare (1 of 4)');
  });

  it('names the chosen products, links to their comparison and clears it', async () => {
    localStorage.setItem('compare-list', JSON.stringify(['mfp-a', 'mfp-b']));
    localStorage.setItem('compare-names', JSON.stringify({ 'mfp-a': 'MFP A' }));
    await show();
    const aside = bar()!;
    expect(within(aside).getByRole('heading', { level: 2 })).toHaveTextContent('Compare (2 of 4)');
    // A product whose name was never stored is named by its id.
    expect(
      within(aside)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['MFP A', 'mfp-b']);
    expect(within(aside).getByRole('link', { name: 'Compare now' })).toHaveAttribute(
      'href',
      `${compareHref}?ids=mfp-a,mfp-b`,
    );
    fireEvent.click(within(aside).getByRole('button', { name: 'Clear' }));
    expect(localStorage.getItem('compare-list')).toBe('[]');
    expect(bar()).not.toBeInTheDocument();
  });
});
