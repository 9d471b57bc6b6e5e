import { act, render, screen } from '@testing-library/react';
import { SearchResults } from '@/components/search/SearchResults';
import { loadSearchResultsLabels } from '@/components/search/labels';
import { searchPages } from '@/components/search/pagefindClient';
import { reportSearch } from '@/components/search/searchReport';

// The results island with the English messages; Pagefind (built after next build) gives fixed
// results, and what is reported is searchReport.ts's to send (or not): its own tests.
jest.mock(
  'next-intl/server',
  () => jest.requireActual('../../tests/support/components/island-props-mocks').englishServerIntl,
);
jest.mock('@/components/search/pagefindClient', () => ({ searchPages: jest.fn() }));
jest.mock('@/components/search/searchReport', () => ({ reportSearch: jest.fn() }));
const search = jest.mocked(searchPages);
const reported = jest.mocked(reportSearch);

async function show(query: string) {
  window.history.replaceState(null, '', `/gps-app/en/search/?q=${encodeURIComponent(query)}`);
  render(
    <SearchResults
      locale="en"
      labels={await loadSearchResultsLabels('en')}
      browseLinks={[]}
      brands={[]}
      things={[]}
      askUs={null}
    />,
  );
  await act(async () => {});
}

describe('the search page’s results', () => {
  beforeEach(() => reported.mockReset());

  it('report the submitted query once its results are known, found nothing', async () => {
    search.mockResolvedValue({ total: 0, pages: [], terms: [], complete: true });
    await show('Xerox B210');
    expect(screen.getByRole('status')).toHaveTextContent('Nothing found for “Xerox B210”');
    expect(reported.mock.calls).toEqual([['Xerox B210', 'en', false]]);
  });

  it('report a query that found something as found', async () => {
    const page = {
      url: '/gps-app/en/product/toner/',
      excerpt: 'Toner',
      content: 'Toner',
      locations: [],
      meta: { title: 'Toner' },
      filters: { kind: ['product'] },
    };
    search.mockResolvedValue({ total: 1, pages: [page], terms: ['toner'], complete: true });
    await show('toner');
    expect(reported.mock.calls).toEqual([['toner', 'en', true]]);
  });
});
