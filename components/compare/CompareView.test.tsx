import { fireEvent, render, screen, within } from '@testing-library/react';
import { CompareView } from '@/components/compare/CompareView';
import { loadCompareLabels } from '@/components/compare/labels';

// The page gets its words from its real label loader and the English messages.
jest.mock(
  'next-intl/server',
  () => jest.requireActual('../../tests/support/components/island-props-mocks').englishServerIntl,
);

/** Each product's exported page, as the island fetches it; a missing entry answers 404. */
const page = (name: string, speed: string) =>
  `<div data-compare-product="${name}"><table><tr data-spec-key="speed"><td>${speed}</td></tr></table></div>`;
const pages: Record<string, string> = {
  'mfp-a': page('MFP A', '30'),
  'mfp-b': page('MFP B', '45'),
  'mfp-c': page('MFP C', '30'),
  'mfp-d': page('MFP D', '55'),
  'mfp-e': page('MFP E', '60'),
};
let offline = new Set<string>();
const fetchMock = jest.fn(async (url: string) => {
  const id = /\/product\/([^/]+)\/$/.exec(url)?.[1] ?? '';
  if (offline.has(id)) throw new TypeError('Failed to fetch');
  const body = pages[id];
  return { ok: body !== undefined, status: body ? 200 : 404, text: async () => body ?? '' };
});

async function show(search: string, stored: string[] = []) {
  window.history.replaceState(null, '', `/gps-app/en/compare/${search}`);
  localStorage.setItem('compare-list', JSON.stringify(stored));
  render(<CompareView locale="en" labels={await loadCompareLabels('en')} keyOrder={['speed']} />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading the comparison…');
}
const stored = () => JSON.parse(localStorage.getItem('compare-list') ?? 'null') as unknown;
const table = () => screen.getByRole('table', { name: /^Comparison of/ });
const productNames = () =>
  within(table())
    .getAllByRole('columnheader')
    .slice(1)
    .map((th) => within(th).getByRole('link').textContent);

beforeEach(() => {
  localStorage.clear();
  offline = new Set();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('CompareView', () => {
  it('shows the listed products side by side and keeps the address shareable', async () => {
    await show('', ['mfp-a', 'mfp-b']);
    expect(await screen.findByRole('table', { name: 'Comparison of 2 products' })).toBeVisible();
    expect(productNames()).toEqual(['MFP A', 'MFP B']);
    expect(window.location.search).toBe('?ids=mfp-a,mfp-b');
    expect(JSON.parse(localStorage.getItem('compare-names') ?? '{}')).toEqual({
      'mfp-a': 'MFP A',
      'mfp-b': 'MFP B',
    });
  });

  it('a shared link wins over the stored list; a product the catalogue lacks is named and left out', async () => {
    await show('?ids=mfp-b,gone', ['mfp-a']);
    expect(
      await screen.findByText(
        'Some products were not found in the catalogue and were left out: gone.',
      ),
    ).toBeVisible();
    expect(productNames()).toEqual(['MFP B']);
    expect(stored()).toEqual(['mfp-b']);
  });

  it('a product that could not be loaded stays in the list, and a retry shows it', async () => {
    offline = new Set(['mfp-b']);
    await show('', ['mfp-a', 'mfp-b']);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      '1 product could not be loaded (no connection or a server error): mfp-b.',
    );
    expect(productNames()).toEqual(['MFP A']);
    expect(stored()).toEqual(['mfp-a', 'mfp-b']);

    offline = new Set();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Comparison of 2 products' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(productNames()).toEqual(['MFP A', 'MFP B']);
  });

  it('a fifth product waits until the visitor picks which one it replaces', async () => {
    await show('?add=mfp-e', ['mfp-a', 'mfp-b', 'mfp-c', 'mfp-d']);
    const chooser = await screen.findByText(
      'You can compare up to 4 products. Which one should MFP E replace?',
    );
    expect(productNames()).toEqual(['MFP A', 'MFP B', 'MFP C', 'MFP D']);
    fireEvent.click(screen.getByRole('button', { name: 'Replace MFP B' }));
    expect(chooser).not.toBeInTheDocument();
    expect(productNames()).toEqual(['MFP A', 'MFP E', 'MFP C', 'MFP D']);
    expect(stored()).toEqual(['mfp-a', 'mfp-e', 'mfp-c', 'mfp-d']);
  });

  it('clearing the comparison empties the list and points back to the catalogue', async () => {
    await show('', ['mfp-a']);
    fireEvent.click(await screen.findByRole('button', { name: 'Clear the comparison' }));
    expect(stored()).toEqual([]);
    expect(window.location.search).toBe('');
    expect(screen.getByText(/^Nothing to compare yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse the catalogue' })).toHaveAttribute(
      'href',
      '/gps-app/en/catalog/',
    );
  });
});
