import { resultsPageQuery } from '@/components/search/box/searchQuery';

const at = (href: string) => {
  const url = new URL(href);
  return { href, pathname: url.pathname, search: url.search };
};

describe('resultsPageQuery', () => {
  it('keeps the query on the page the form submits to', () => {
    expect(
      resultsPageQuery('/gps-app/en/search/', at('https://x.ge/gps-app/en/search/?q=toner')),
    ).toBe('toner');
    expect(
      resultsPageQuery(
        '/gps-app/ka/search/',
        at('https://x.ge/gps-app/ka/search?q=%E1%83%A2%E1%83%9D'),
      ),
    ).toBe('ტო');
  });

  it('is empty on other pages and without a query', () => {
    expect(
      resultsPageQuery('/gps-app/en/search/', at('https://x.ge/gps-app/en/catalog/?q=toner')),
    ).toBe('');
    expect(resultsPageQuery('/gps-app/en/search/', at('https://x.ge/gps-app/en/search/'))).toBe('');
  });

  it('cuts an oversized query', () => {
    const long = 'a'.repeat(500);
    expect(resultsPageQuery('/s/', at(`https://x.ge/s/?q=${long}`))).toHaveLength(200);
  });
});
