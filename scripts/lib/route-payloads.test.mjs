import {
  clientNavTargets,
  isRoutePayload,
  payloadsToRemove,
  payloadShapeProblems,
} from './route-payloads.mjs';

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

describe('payloadsToRemove', () => {
  const files = [
    'index.txt',
    '__next._full.txt',
    'ka/index.txt',
    'ka/__next._full.txt',
    'ka/__next._tree.txt',
    'ka/__next.$d$locale.txt',
    'ka/product/c3030/index.txt',
    'ka/product/c3030/__next._tree.txt',
    'ka/product/c3030/__next.$d$locale.product.$d$id.__PAGE__.txt',
  ];

  it('keeps the payloads of reachable pages, except the full copy no browser asks for', () => {
    expect(payloadsToRemove(files, new Set(['ka']))).toEqual([
      'index.txt',
      '__next._full.txt',
      'ka/__next._full.txt',
      'ka/product/c3030/index.txt',
      'ka/product/c3030/__next._tree.txt',
      'ka/product/c3030/__next.$d$locale.product.$d$id.__PAGE__.txt',
    ]);
  });

  it('keeps a page only for its own folder, not for its subfolders', () => {
    const removed = payloadsToRemove(files, new Set(['ka/product/c3030']));
    expect(removed).toContain('ka/index.txt');
    expect(removed).not.toContain('ka/product/c3030/index.txt');
  });

  it('removes every payload when nothing is reachable', () => {
    expect(payloadsToRemove(files, new Set())).toEqual(files);
  });
});

describe('payloadShapeProblems', () => {
  const pages = new Set(['', 'en/about', 'en/catalog']);
  const written = [
    'index.txt',
    '__next._tree.txt',
    'en/about/index.txt',
    'en/about/__next._tree.txt',
  ];

  it('is content when every page client navigation reaches has its payloads', () => {
    expect(payloadShapeProblems(written, new Set(['', 'en/about']), pages)).toEqual([]);
  });

  it('names the payload a reachable page lacks, as after a Next upgrade that renamed it', () => {
    const renamed = written.map((file) => file.replace('__next._tree.txt', '__next.tree.rsc'));
    expect(payloadShapeProblems(renamed, new Set(['en/about']), pages)).toEqual([
      expect.stringMatching(/^en\/about\/__next\._tree\.txt is missing .* changed shape$/),
    ]);
  });

  it('refuses an export where no anchor is marked for client navigation', () => {
    expect(payloadShapeProblems(written, new Set(), pages)).toEqual([
      expect.stringContaining('data-client-nav'),
    ]);
  });

  it('leaves a link to a page outside the export to the link check', () => {
    expect(payloadShapeProblems(written, new Set(['en/about', 'en/gone']), pages)).toEqual([]);
  });
});
