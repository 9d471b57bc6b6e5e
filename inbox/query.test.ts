import fc from 'fast-check';
import { exportUrl, listUrl, searchForView, viewFromSearch } from '@/inbox/query';

describe('the inbox address', () => {
  it('reads kind, status and reference, dropping anything the API would refuse', () => {
    expect(viewFromSearch('?kind=quote&status=in_progress&ref=Q-2611-0042&lang=en')).toEqual({
      kind: 'quote',
      status: 'in_progress',
      reference: 'Q-2611-0042',
    });
    expect(viewFromSearch('?kind=spam&status=closed&ref=../../x')).toEqual({});
    expect(viewFromSearch('?kind=<script>&ref=Q-2611-0042%22')).toEqual({});
  });

  it('turns filters into the list, page and download calls', () => {
    expect(listUrl({ kind: 'meter' })).toBe('/gps-app/admin/requests/api/?kind=meter&limit=50');
    expect(listUrl({ status: 'done' }, 'WyIyMDI2LTExLTI1IiwzXQ')).toBe(
      '/gps-app/admin/requests/api/?status=done&limit=50&before=WyIyMDI2LTExLTI1IiwzXQ',
    );
    // A download is everything the filters match, in the inbox's language: no page size.
    expect(
      exportUrl('xlsx', { kind: 'quote', status: 'new', reference: 'Q-2611-0001' }, 'ka'),
    ).toBe('/gps-app/admin/requests/api/export.xlsx?kind=quote&status=new&lang=ka');
    expect(exportUrl('csv', {}, 'en')).toBe('/gps-app/admin/requests/api/export.csv?lang=en');
  });

  it('reads back any view it writes (property)', () => {
    const view = fc.record(
      {
        kind: fc.constantFrom('contact', 'quote', 'service', 'meter' as const),
        status: fc.constantFrom('new', 'in_progress', 'done' as const),
        reference: fc
          .tuple(fc.constantFrom('C', 'Q', 'S', 'M'), fc.integer({ min: 0, max: 9999 }))
          .map(([letter, n]) => `${letter}-2611-${String(n).padStart(4, '0')}`),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(view, fc.constantFrom('ka', 'en', undefined), (v, lang) => {
        expect(viewFromSearch(searchForView(v, lang))).toEqual(v);
      }),
    );
  });

  it('never passes a hostile address on (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (kind, ref) => {
        const view = viewFromSearch(`?${new URLSearchParams({ kind, ref })}`);
        expect(listUrl(view)).toMatch(
          /^\/gps-app\/admin\/requests\/api\/\?(kind=(contact|quote|service|meter)&)?limit=50$/,
        );
      }),
    );
  });
});
