import fc from 'fast-check';
import { basePath } from '@/site.config.mjs';
import {
  notFoundRedirectScript,
  notFoundTarget,
  samePageIgnoringLocale,
  splitLocale,
  switchLocaleHref,
  switchLocalePath,
} from '@/lib/locale-path';
import { localizedPath, pageHref } from '@/lib/page-href';
import { maxNotFoundSearchLength, notFoundSearchText } from '@/lib/not-found-search';

describe('switchLocalePath', () => {
  it('rewrites only the language segment and keeps the rest of the path', () => {
    expect(switchLocalePath('/ka/catalog/office/', 'en')).toBe('/en/catalog/office/');
    expect(switchLocalePath('/en/product/uv-flatbed-6090', 'ka')).toBe(
      '/ka/product/uv-flatbed-6090',
    );
  });

  it('keeps the query and the hash', () => {
    expect(switchLocalePath('/ka/catalog/', 'en', '?type=printer&speed=45', '#grid')).toBe(
      '/en/catalog/?type=printer&speed=45#grid',
    );
    expect(switchLocalePath('/en/contacts/', 'ka', 'type=bulk-order')).toBe(
      '/ka/contacts/?type=bulk-order',
    );
  });

  it('treats the bare root as the Georgian home page', () => {
    expect(switchLocalePath('/', 'en')).toBe('/en/');
    expect(switchLocalePath('/', 'ka')).toBe('/ka/');
    expect(switchLocalePath('/en', 'ka')).toBe('/ka/');
  });

  it('does not mistake a section that starts like a locale for a locale', () => {
    expect(switchLocalePath('/english/', 'ka')).toBe('/ka/english/');
  });
});

describe('switchLocaleHref', () => {
  it('follows the browser location as it is now, base path and query included', () => {
    const location = { pathname: '/gps-app/ka/catalog/guillotine/', search: '?cutWidth=480-mm' };
    expect(switchLocaleHref(location, '/gps-app', 'en')).toBe(
      '/gps-app/en/catalog/guillotine/?cutWidth=480-mm',
    );
    expect(switchLocaleHref({ pathname: '/gps-app/', search: '' }, '/gps-app', 'en')).toBe(
      '/gps-app/en/',
    );
    expect(switchLocaleHref({ pathname: '/gps-app', search: '?' }, '/gps-app', 'ka')).toBe(
      '/gps-app/ka/',
    );
  });

  it('works without a base path and keeps a path that only starts like it', () => {
    expect(switchLocaleHref({ pathname: '/en/about/', search: '' }, '', 'ka')).toBe('/ka/about/');
    expect(switchLocaleHref({ pathname: '/gps-application/', search: '' }, '/gps-app', 'en')).toBe(
      '/gps-app/en/gps-application/',
    );
  });
});

describe('splitLocale', () => {
  it('separates the locale from the rest', () => {
    expect(splitLocale('/en/about/')).toEqual({ locale: 'en', rest: '/about/' });
    expect(splitLocale('/about/')).toEqual({ locale: null, rest: '/about/' });
  });
});

describe('localizedPath', () => {
  it('adds the prefix and the trailing slash every exported route has', () => {
    expect(localizedPath('ka', '/')).toBe('/ka/');
    expect(localizedPath('en', '/catalog/office')).toBe('/en/catalog/office/');
    expect(localizedPath('ka', '/contacts?type=bulk-order')).toBe('/ka/contacts/?type=bulk-order');
  });

  it('keeps a #fragment last, after the slash and the query', () => {
    expect(localizedPath('en', '/services/request#meter')).toBe('/en/services/request/#meter');
    expect(localizedPath('ka', '/services/request?product=x#service')).toBe(
      '/ka/services/request/?product=x#service',
    );
  });
});

describe('pageHref', () => {
  it('is the page URL a plain anchor needs: base path, language, trailing slash', () => {
    expect(pageHref('ka', '/')).toBe(`${basePath}/ka/`);
    expect(pageHref('en', '/product/p1')).toBe(`${basePath}/en/product/p1/`);
    expect(pageHref('en', '/contacts?product=a%20b#form')).toBe(
      `${basePath}/en/contacts/?product=a%20b#form`,
    );
  });
});

describe('samePageIgnoringLocale', () => {
  it('is true only when the paths differ in the language segment alone', () => {
    expect(samePageIgnoringLocale('/ka/about/', '/en/about')).toBe(true);
    expect(samePageIgnoringLocale('/', '/en/')).toBe(true);
    expect(samePageIgnoringLocale('/ka/about/', '/ka/news/')).toBe(false);
  });
});

describe('notFoundTarget', () => {
  const base = '/gps-app';

  it('sends legacy unprefixed paths to the Georgian page with the query kept', () => {
    expect(notFoundTarget('/gps-app/catalog/office', '', base)).toBe('/gps-app/ka/catalog/office/');
    expect(notFoundTarget('/gps-app/services/', '', base)).toBe('/gps-app/ka/services/');
    expect(notFoundTarget('/gps-app/contacts', '?type=bulk-order', base)).toBe(
      '/gps-app/ka/contacts/?type=bulk-order',
    );
  });

  it('sends old /products/{slug} links to the catalogue', () => {
    expect(notFoundTarget('/gps-app/products/some-old-model', '', base)).toBe(
      '/gps-app/ka/catalog/',
    );
  });

  it('sends anything else home in the path’s language, naming the dead segment', () => {
    expect(notFoundTarget('/gps-app/en/product/colour-mfp-c9999/', '', base)).toBe(
      '/gps-app/en/?notfound=colour-mfp-c9999',
    );
    expect(notFoundTarget('/gps-app/ka/no/such/page', '?x=1', base)).toBe(
      '/gps-app/ka/?notfound=page',
    );
  });

  it('sends a path without a language to the root, which picks the visitor’s language', () => {
    expect(notFoundTarget('/gps-app/no/such/page', '?x=1', base)).toBe('/gps-app/?notfound=page');
    expect(notFoundTarget('/gps-app/fr/', '', base)).toBe('/gps-app/?notfound=fr');
    expect(notFoundTarget('/elsewhere', '', base)).toBe('/gps-app/?notfound=elsewhere');
  });

  it('carries the segment encoded and capped, so nothing in it can leave the parameter', () => {
    const target = notFoundTarget(`/gps-app/en/a&b=c#%3Cx%3E${'z'.repeat(500)}`, '', base);
    const url = new URL(target, 'https://example.test');
    expect(url.pathname).toBe('/gps-app/en/');
    expect([...url.searchParams.keys()]).toEqual(['notfound']);
    expect(url.searchParams.get('notfound')?.length).toBe(120);
    expect(url.searchParams.get('notfound')?.startsWith('a&b=c#<x>')).toBe(true);
  });

  /** What the home page reads: the browser sends the path percent-encoded, as here. */
  const carried = (path: string) =>
    new URL(notFoundTarget(path, '', base), 'https://example.test').searchParams.get('notfound');

  it('decodes a Georgian segment once, so the home page reads it as typed', () => {
    const slug = 'უცნობი-პროდუქტი';
    const target = notFoundTarget(`/gps-app/ka/product/${encodeURIComponent(slug)}/`, '', base);
    expect(target).toBe(`/gps-app/ka/?notfound=${encodeURIComponent(slug)}`);
    expect(carried(`/gps-app/ka/product/${encodeURIComponent(slug)}/`)).toBe(slug);
    expect(notFoundSearchText(carried(`/gps-app/ka/product/${encodeURIComponent(slug)}/`))).toBe(
      'უცნობი პროდუქტი',
    );
  });

  it('names the folder, not its index file, and not the language alone', () => {
    expect(carried('/gps-app/en/product/colour-mfp-c9999/index.html')).toBe('colour-mfp-c9999');
    expect(carried('/gps-app/en/old/default.aspx')).toBe('old');
    expect(carried('/gps-app/en/index.htm')).toBe('');
    expect(carried('/gps-app/en/catalog/c9999.html')).toBe('c9999.html');
  });

  it('keeps a malformed escape as sent rather than dropping the redirect', () => {
    expect(carried('/gps-app/en/%E0%A4%A')).toBe('%E0%A4%A');
  });

  it('any dead segment made of words pre-fills the search with those words', () => {
    const letters = [
      ...'abcxyzABCXYZ0189',
      ...'აბგდევზთიკლმნოპჟრსტუფქღყშჩცძწჭხჯჰ',
      ...'абвгдеёжЖЯ',
      '𝐀',
      '𐐀',
    ];
    const wordOf = fc
      .array(fc.constantFrom(...letters), { minLength: 1, maxLength: 12 })
      .map((chars) => chars.join(''));
    fc.assert(
      fc.property(
        fc.constantFrom('en', 'ka'),
        fc.array(wordOf, { minLength: 1, maxLength: 8 }),
        fc.constantFrom('-', '_', '+', '~'),
        fc.boolean(),
        (locale, words, separator, indexFile) => {
          const segment = words.join(separator);
          const path = `/gps-app/${locale}/product/${encodeURIComponent(segment)}/${indexFile ? 'index.html' : ''}`;
          const value = carried(path);
          expect(value).toBe(Array.from(segment).slice(0, 120).join(''));
          const joined = words.join(' ');
          const text = notFoundSearchText(value);
          if (joined.length <= maxNotFoundSearchLength && !/^[\p{N} ]+$/u.test(joined)) {
            expect(text).toBe(joined.length < 2 ? '' : joined);
          } else {
            expect(joined.startsWith(text)).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('is what the inline 404 script does', () => {
    const replace = jest.fn();
    const script = notFoundRedirectScript(base);
    new Function('location', script)({
      pathname: '/gps-app/contacts',
      search: '?type=starter-bundle',
      hash: '#form',
      replace,
    });
    expect(replace).toHaveBeenCalledWith('/gps-app/ka/contacts/?type=starter-bundle#form');
    new Function('location', script)({
      pathname: '/gps-app/en/product/colour-mfp-c9999/',
      search: '',
      hash: '',
      replace,
    });
    expect(replace).toHaveBeenLastCalledWith('/gps-app/en/?notfound=colour-mfp-c9999');
  });
});
