import { clientNavTargets, isRoutePayload, payloadShapeProblems } from './route-payloads.mjs';

describe('clientNavTargets', () => {
  it('collects the folders of marked anchors only, in any attribute order', () => {
    const html = [
      '<a class="nav" data-client-nav="" href="/gps-app/ka/about/">About</a>',
      '<a href="/gps-app/en/catalog/office/?type=mfp#list" data-client-nav="">Office</a>',
      '<a href="/gps-app/ka/product/c3030/">a plain link to a product</a>',
      '<A HREF="/gps-app/ka/news/" DATA-CLIENT-NAV>News</A>',
    ].join('');
    expect([...clientNavTargets(html, '/gps-app')].sort()).toEqual([
      'en/catalog/office',
      'ka/about',
      'ka/news',
    ]);
  });

  it('maps the base path itself to the export root', () => {
    expect([
      ...clientNavTargets('<a data-client-nav="" href="/gps-app/">x</a>', '/gps-app'),
    ]).toEqual(['']);
  });

  it('ignores links outside the site and marker-like text in other attributes', () => {
    const html = [
      '<a data-client-nav="" href="https://example.com/gps-app/ka/">external</a>',
      '<a data-client-nav="" href="/other/ka/">another app</a>',
      '<a title="data-client-nav" href="/gps-app/ka/contacts/">not marked</a>',
      '<a data-client-navigation="" href="/gps-app/ka/services/">another attribute</a>',
    ].join('');
    expect(clientNavTargets(html, '/gps-app').size).toBe(0);
  });

  it('decodes percent-encoded folder names as they are written on disk', () => {
    const html = '<a data-client-nav="" href="/gps-app/ka/news/%E1%83%90/">ა</a>';
    expect([...clientNavTargets(html, '/gps-app')]).toEqual(['ka/news/ა']);
  });
});

describe('isRoutePayload', () => {
  it.each([
    ['index.txt', true],
    ['__next._tree.txt', true],
    ['__next._full.txt', true],
    ['__next.$d$locale.catalog.__PAGE__.txt', true],
    ['robots.txt', false],
    ['notes.txt', false],
    ['__next._tree.json', false],
  ])('%s → %s', (name, expected) => {
    expect(isRoutePayload(name)).toBe(expected);
  });
});

// Pruning a real export, and its failures when Next renames a payload file: next-output.test.mjs.
describe('payloadShapeProblems', () => {
  const pages = new Set(['', 'en/about']);
  const written = [
    'en/about/index.txt',
    'en/about/__next._tree.txt',
    'en/about/__next.about.__PAGE__.txt',
  ];

  it('refuses an export where no anchor is marked for client navigation', () => {
    expect(payloadShapeProblems(written, new Set(), pages)).toEqual([
      expect.stringContaining('data-client-nav'),
    ]);
  });

  it('leaves a link to a page outside the export to the link check', () => {
    expect(payloadShapeProblems(written, new Set(['en/about', 'en/gone']), pages)).toEqual([]);
  });
});
