import {
  excerptRuns,
  highlightRuns,
  readQuery,
  toSearchHit,
  withEllipses,
} from '@/components/search/searchHits';

describe('search hits', () => {
  const result = { content: '', locations: [], meta: {}, filters: {} };

  it('turns a Pagefind result into a link with a kind and a highlighted excerpt', () => {
    const hit = toSearchHit({
      ...result,
      url: '/gps-app/en/product/colour-mfp-c3045/',
      excerpt: 'The <mark>C3045</mark> prints 45 pages &amp; scans',
      meta: { title: 'Colour MFP C3045', category: 'Office equipment', image: '' },
      filters: { kind: ['product'], thumbnail: ['/gps-app/images/products/mfp-1.svg'] },
    });
    expect(hit).toEqual({
      href: '/gps-app/en/product/colour-mfp-c3045/',
      title: 'Colour MFP C3045',
      kind: 'product',
      category: 'Office equipment',
      thumbnail: '/gps-app/images/products/mfp-1.svg',
      excerpt: [
        { text: 'The ', mark: false },
        { text: 'C3045', mark: true },
        { text: ' prints 45 pages & scans', mark: false },
      ],
    });
  });

  it('treats unknown kinds as pages and never passes markup through', () => {
    const hit = toSearchHit({
      ...result,
      url: '/gps-app/ka/about/',
      excerpt: '&lt;img src=x onerror=alert(1)&gt; <b>bold</b>',
      filters: { kind: ['evil'] },
    });
    expect(hit.kind).toBe('page');
    expect(hit.title).toBe('/gps-app/ka/about/');
    expect(hit.excerpt).toEqual([{ text: '<img src=x onerror=alert(1)> bold', mark: false }]);
  });

  it('shows only thumbnails from the site, and a category only for products', () => {
    const hit = (filters: Record<string, string[]>) =>
      toSearchHit({ ...result, url: '/x/', excerpt: '', meta: { category: 'Office' }, filters });
    expect(
      hit({ kind: ['product'], thumbnail: ['javascript:alert(1)'] }).thumbnail,
    ).toBeUndefined();
    expect(hit({ kind: ['product'], thumbnail: ['/gps-app/../x.svg'] }).thumbnail).toBeUndefined();
    expect(hit({ kind: ['product'], thumbnail: ['https://evil.example/x.svg'] }).thumbnail).toBe(
      undefined,
    );
    expect(hit({ kind: ['category'] }).category).toBeUndefined();
    expect(hit({}).kind).toBe('page');
  });

  it('marks every query word in a title, in any case, including Georgian', () => {
    expect(highlightRuns('Colour MFP C3045', 'c3045 mfp')).toEqual([
      { text: 'Colour ', mark: false },
      { text: 'MFP', mark: true },
      { text: ' ', mark: false },
      { text: 'C3045', mark: true },
    ]);
    expect(highlightRuns('ფერადი პრინტერი', 'პრინტ')).toEqual([
      { text: 'ფერადი ', mark: false },
      { text: 'პრინტ', mark: true },
      { text: 'ერი', mark: false },
    ]);
    expect(highlightRuns('a (b)', '(b')).toEqual([
      { text: 'a ', mark: false },
      { text: '(b', mark: true },
      { text: ')', mark: false },
    ]);
  });

  it('reads ?q= tolerating oversized input', () => {
    expect(readQuery('?q=C3045')).toBe('C3045');
    expect(readQuery(`?q=${'x'.repeat(5000)}`)).toHaveLength(200);
    expect(readQuery('?other=1')).toBe('');
  });

  it('marks an excerpt cut from the middle of the text with ellipses, and a whole one not', () => {
    const runs = excerptRuns('genuine <mark>toner</mark> for A3');
    const text = (content: string) =>
      withEllipses(runs, content)
        .map((run) => run.text)
        .join('');
    expect(text('Four cartridges of genuine toner for A3 devices.')).toBe(
      '… genuine toner for A3 …',
    );
    expect(text('genuine toner for A3 devices.')).toBe('genuine toner for A3 …');
    expect(text('Buy genuine  toner for A3')).toBe('… genuine toner for A3');
    expect(text('genuine toner for A3')).toBe('genuine toner for A3');
    expect(withEllipses(runs, '')).toEqual(runs);
  });

  it('splits excerpts with several marks', () => {
    expect(excerptRuns('<mark>a</mark> b <mark>c</mark>')).toEqual([
      { text: 'a', mark: true },
      { text: ' b ', mark: false },
      { text: 'c', mark: true },
    ]);
  });
});
