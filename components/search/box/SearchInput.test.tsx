import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SearchForm } from '@/components/search/box/SearchForm';
import { searchPages } from '@/components/search/pagefindClient';
import type { PagefindResultData } from '@/components/search/pagefindClient';
import { reportSearch } from '@/components/search/searchReport';

// The field gets its words from the real server form and the English messages; Pagefind (built
// after next build, loaded at run time) is replaced by fixed results.
jest.mock(
  'next-intl/server',
  () =>
    jest.requireActual('../../../tests/support/components/island-props-mocks').englishServerIntl,
);
jest.mock('@/components/search/pagefindClient', () => ({
  searchPages: jest.fn(),
  warmUpSearch: jest.fn(),
}));
const search = jest.mocked(searchPages);
// What the field reports is components/search/searchReport.ts's to send (or not): its tests.
jest.mock('@/components/search/searchReport', () => ({ reportSearch: jest.fn() }));
const reported = jest.mocked(reportSearch);

// jsdom only navigates within a page: the results differ from the page's URL by their hash,
// so where Enter or a click went can be read from location.hash.
const page = '/gps-app/en/';
const result = (id: string, title: string, kind: string): PagefindResultData => ({
  url: `${page}#${id}`,
  excerpt: '',
  content: '',
  locations: [],
  meta: { title, category: kind === 'product' ? 'Office equipment' : undefined },
  filters: { kind: [kind] },
});
const results = [
  result('mono-mfp', 'Mono MFP M3030', 'product'),
  result('colour-mfp', 'Colour MFP C3030', 'product'),
  result('office', 'Office', 'category'),
];

const brands = [{ name: 'Epson', spellings: ['Epson', 'ეპსონი'] }];
const show = async () => render(await SearchForm({ locale: 'en', productCount: 3, brands }));
const field = () => screen.getByRole('combobox', { name: 'Search the site' });
async function type(value: string) {
  fireEvent.change(field(), { target: { value } });
  // The suggestions wait for a pause in typing (200 ms).
  await act(async () => {
    jest.advanceTimersByTime(250);
  });
}
const key = (key: string) => fireEvent.keyDown(field(), { key });
const option = (name: RegExp) => screen.getByRole('option', { name });

beforeEach(() => {
  jest.useFakeTimers();
  reported.mockReset();
  window.history.replaceState(null, '', page);
  search
    .mockReset()
    .mockResolvedValue({ total: results.length, pages: results, terms: ['mfp'], complete: true });
});
afterEach(() => jest.useRealTimers());

describe('SearchInput', () => {
  it('suggests pages from two characters on, without choosing one', async () => {
    await show();
    expect(field()).toHaveAttribute('placeholder', 'Search 3 products');
    await type('m');
    expect(search).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await type('mf');
    expect(search).toHaveBeenCalledWith('mf', 6);
    const list = screen.getByRole('listbox', { name: 'Suggestions' });
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(field()).toHaveAttribute('aria-controls', list.id);
    expect(field()).not.toHaveAttribute('aria-activedescendant');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Mono MFP M3030Office equipment',
      'Colour MFP C3030Office equipment',
      'OfficeCategory',
    ]);
    expect(screen.getByText('3 suggestions, use the arrow keys to choose')).toBeInTheDocument();
  });

  it('says above the suggestions that a brand named is not sold, as the search page does', async () => {
    await show();
    await type('epson printer');
    expect(screen.getByRole('listbox', { name: 'Suggestions' })).toBeInTheDocument();
    const line = "We don't sell Epson. Similar machines we offer:";
    expect(screen.getByText(line, { selector: 'p' })).toBeInTheDocument();
    await type('ეპსონის');
    expect(screen.getByText(line, { selector: 'p' })).toBeInTheDocument();
    await type('mfp');
    expect(screen.queryByText(line, { selector: 'p' })).not.toBeInTheDocument();
  });

  it('says when search cannot load (offline) and clears it once a later try works (item 16)', async () => {
    await show();
    search.mockRejectedValueOnce(new Error('Failed to fetch'));
    await type('mf');
    expect(screen.getAllByText(/Search could not be loaded/).length).toBeGreaterThan(0);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await type('mfp');
    expect(search).toHaveBeenLastCalledWith('mfp', 6);
    expect(screen.queryByText(/Search could not be loaded/)).not.toBeInTheDocument();
    expect(screen.getByRole('listbox', { name: 'Suggestions' })).toBeInTheDocument();
  });

  it('arrow keys move through the suggestions, wrapping; Enter opens the one chosen', async () => {
    await show();
    await type('mfp');
    key('ArrowDown');
    expect(option(/^Mono MFP/)).toHaveAttribute('aria-selected', 'true');
    expect(field()).toHaveAttribute('aria-activedescendant', option(/^Mono MFP/).id);
    key('ArrowDown');
    expect(option(/^Colour MFP/)).toHaveAttribute('aria-selected', 'true');
    expect(option(/^Mono MFP/)).toHaveAttribute('aria-selected', 'false');
    key('ArrowUp');
    key('ArrowUp');
    expect(option(/^Office/)).toHaveAttribute('aria-selected', 'true');
    key('Enter');
    expect(window.location.hash).toBe('#office');
  });

  it('a click on a suggestion opens it', async () => {
    await show();
    await type('colour');
    fireEvent.click(option(/^Colour MFP/));
    expect(window.location.hash).toBe('#colour-mfp');
  });

  it('Escape closes the list and keeps the text; a second Escape clears the field', async () => {
    await show();
    await type('mfp');
    key('ArrowDown');
    key('Escape');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).not.toHaveAttribute('aria-activedescendant');
    expect(field()).toHaveValue('mfp');
    key('Escape');
    expect(field()).toHaveValue('');
  });

  it('Enter with no suggestion chosen submits what was typed; a blank query is not sent', async () => {
    await show();
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/gps-app/en/search/');
    await type('   ');
    expect(fireEvent.submit(form)).toBe(false);
    expect(field()).toHaveFocus();
    await type('mfp');
    // Not prevented: the browser goes on to submit the form.
    expect(key('Enter')).toBe(true);
    expect(window.location.hash).toBe('');
    expect(fireEvent.submit(form)).toBe(true);
  });

  it('a search that fails shows no list, and the field keeps working', async () => {
    search.mockRejectedValueOnce(new TypeError('offline'));
    await show();
    await type('mfp');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await type('mfp2');
    expect(screen.getByRole('listbox', { name: 'Suggestions' })).toBeInTheDocument();
  });

  it('reports a query once typing pauses for 1.5 s, with whether anything was found, never per keystroke', async () => {
    await show();
    // Typed with short breaks: the suggestions follow each word, the report waits for the pause.
    for (const text of ['mf', 'mfp', 'mfp c3']) {
      await type(text);
      await act(async () => {
        jest.advanceTimersByTime(900);
      });
    }
    expect(search).toHaveBeenCalledWith('mfp c3', 6);
    expect(reported).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(400);
    });
    expect(reported.mock.calls).toEqual([['mfp c3', 'en', true]]);
    search.mockResolvedValue({ total: 0, pages: [], terms: [], complete: true });
    await type('zzqx');
    await act(async () => {
      jest.advanceTimersByTime(1500);
    });
    expect(reported.mock.calls.at(-1)).toEqual(['zzqx', 'en', false]);
    expect(reported).toHaveBeenCalledTimes(2);
  });

  it('keeps what was typed before it hydrated, and suggests for it', async () => {
    // The pre-rendered field, typed into before the island's scripts arrived.
    const element = await SearchForm({ locale: 'en', productCount: 3, brands });
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    const preRendered = field() as HTMLInputElement;
    preRendered.value = 'mf';
    await act(async () => {
      hydrateRoot(container, element);
    });
    expect(field()).toBe(preRendered); // hydrated, not rendered anew
    await act(async () => {
      jest.advanceTimersByTime(250);
    });
    expect(field()).toHaveValue('mf');
    expect(search).toHaveBeenCalledWith('mf', 6);
    container.remove();
  });
});
