import { rememberScroll, takeRememberedScroll } from '@/lib/scroll-memory';

describe('scroll memory across a language switch', () => {
  beforeEach(() => sessionStorage.clear());

  it('gives the position back on the same page in the other language, once', () => {
    rememberScroll(sessionStorage, '/en/catalog/office/', 912.4);
    expect(takeRememberedScroll(sessionStorage, '/ka/catalog/office/')).toBe(912);
    expect(takeRememberedScroll(sessionStorage, '/ka/catalog/office/')).toBeNull();
  });

  it('treats the bare root as the home page', () => {
    rememberScroll(sessionStorage, '/', 400);
    expect(takeRememberedScroll(sessionStorage, '/en/')).toBe(400);
  });

  it('ignores a position remembered for another page', () => {
    rememberScroll(sessionStorage, '/en/about/', 300);
    expect(takeRememberedScroll(sessionStorage, '/ka/news/')).toBeNull();
  });

  it('ignores malformed stored values', () => {
    sessionStorage.setItem('gps-locale-scroll', '{"page":"/about","y":"lots"}');
    expect(takeRememberedScroll(sessionStorage, '/en/about/')).toBeNull();
    sessionStorage.setItem('gps-locale-scroll', 'not json');
    expect(takeRememberedScroll(sessionStorage, '/en/about/')).toBeNull();
  });
});
