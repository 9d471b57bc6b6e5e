import { searchPages } from '@/components/search/pagefindClient';
import type { PagefindResultData } from '@/components/search/pagefindClient';
import { suggest } from '@/components/search/box/suggestions';

jest.mock('@/components/search/pagefindClient', () => ({
  searchPages: jest.fn(),
  warmUpSearch: jest.fn(),
}));

const page = (title: string): PagefindResultData => ({
  url: `/gps-app/en/product/${title.toLowerCase().replace(/\s+/g, '-')}/`,
  excerpt: '',
  content: '',
  locations: [],
  meta: { title, category: 'Supplies' },
  filters: { kind: ['product'] },
});

describe('suggest', () => {
  it('gives the pages found, each title with the searched words marked', async () => {
    jest.mocked(searchPages).mockResolvedValue({
      total: 2,
      pages: [page('Toner TK-3030'), page('Drum DR-3030')],
      terms: ['toner'],
      complete: true,
    });
    const found = await suggest('tonr', 5);
    expect(searchPages).toHaveBeenCalledWith('tonr', 5);
    expect(found.map((hit) => hit.title)).toEqual(['Toner TK-3030', 'Drum DR-3030']);
    expect(found[0]?.titleRuns).toEqual([
      { text: 'Toner', mark: true },
      { text: ' TK-3030', mark: false },
    ]);
    expect(found[1]?.titleRuns.some((run) => run.mark)).toBe(false);
    expect(found[0]?.category).toBe('Supplies');
  });

  it('fails as the search fails, so the field can say the search is unavailable', async () => {
    jest.mocked(searchPages).mockRejectedValue(new Error('offline'));
    await expect(suggest('toner', 5)).rejects.toThrow('offline');
  });
});
