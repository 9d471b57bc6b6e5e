import {
  KB,
  checkPage,
  classifyRoute,
  findLeaks,
  fontSubset,
  extraImagePreloads,
  imagesWithoutSize,
  maxRasterBytes,
  originalReferences,
  oversizedRasters,
  jsOverFloor,
  worstByType,
} from './budgets.mjs';
import { parseUnicodeRange } from '../../scripts/fonts/font-subsets.mjs';
import { deferFrameworkScripts } from '../../scripts/lib/deferred-scripts.mjs';
import { pageAssets } from './page-weight.mjs';

describe('classifyRoute', () => {
  it.each([
    ['index.html', 'home'],
    ['ka/index.html', 'home'],
    ['en/index.html', 'home'],
    ['en/catalog/index.html', 'catalogue'],
    ['ka/catalog/office/index.html', 'catalogue'],
    ['en/catalog/office/page/3/index.html', 'catalogue'],
    ['en/catalog/page/2/index.html', 'catalogue'],
    ['en/product/colour-mfp-c3045/index.html', 'product'],
    ['ka/contacts/index.html', 'tool'],
    ['en/about/index.html', 'static'],
    ['en/services/maintenance/index.html', 'static'],
    ['en/news/index.html', 'static'],
    ['en/search/index.html', 'static'],
    ['en/quote/index.html', 'tool'],
    ['ka/compare/index.html', 'tool'],
    ['ka/services/request/index.html', 'tool'],
    ['ka/services/request-form/index.html', 'static'],
    ['404.html', 'static'],
  ])('%s is %s', (file, type) => expect(classifyRoute(file)).toBe(type));
});

describe('checkPage', () => {
  const floor = 130 * KB;
  const page = (file, js, html = 10 * KB, css = 5 * KB) => ({
    file,
    js,
    html,
    css,
    styles: ['/gps-app/_next/static/css/a.css'],
  });

  it('allows each route type its own margin over the floor', () => {
    expect(checkPage(page('en/index.html', floor + jsOverFloor.home), floor).failures).toEqual([]);
    expect(checkPage(page('en/catalog/index.html', floor + 26 * KB), floor).failures).toEqual([
      'JS 156.0 kB > floor+25.0 kB',
    ]);
    const about = (js) => checkPage(page('en/about/index.html', js), floor).failures;
    expect(about(floor + jsOverFloor.static)).toEqual([]);
    expect(about(floor + jsOverFloor.static + 1)).toHaveLength(1);
  });

  it('fails HTML over 40 kB and CSS over 25 kB', () => {
    const result = checkPage(page('en/news/index.html', floor, 41 * KB, 26 * KB), floor);
    expect(result.failures).toEqual(['HTML 41.0 kB > 40.0 kB', 'CSS 26.0 kB > 25.0 kB']);
    expect(result.jsDelta).toBe(0);
  });

  it('reports the heaviest page per route type', () => {
    const results = [
      checkPage(page('en/product/a/index.html', floor + 1), floor),
      checkPage(page('en/product/b/index.html', floor + 2), floor),
    ];
    const [product] = worstByType(results);
    expect(product?.pages).toBe(2);
    expect(product?.js.file).toBe('en/product/b/index.html');
  });
});

describe('findLeaks', () => {
  const markers = [
    { label: 'content', needle: 'A compact colour multifunction' },
    { label: 'library: embla', needle: 'EmblaCarousel', allowed: ['home'] },
  ];
  const chunk = (text, ...types) => ({ file: 'chunk.js', text, types: new Set(types) });

  it('finds server-only strings in client chunks', () => {
    expect(
      findLeaks([chunk('x="A compact colour multifunction device"', 'product')], markers),
    ).toEqual([{ chunk: 'chunk.js', label: 'content' }]);
  });

  it('lets a library sit in chunks only its routes load', () => {
    expect(findLeaks([chunk('EmblaCarousel()', 'home')], markers)).toEqual([]);
    expect(findLeaks([chunk('EmblaCarousel()', 'home', 'static')], markers)).toHaveLength(1);
  });
});

describe('pageAssets', () => {
  it('counts module scripts, stylesheets and font preloads, not noModule polyfills', () => {
    const html = `<link rel="stylesheet" href="/gps-app/_next/static/css/a.css" data-precedence="next"/>
      <link rel="preload" href="/gps-app/_next/static/media/f.woff2" as="font" type="font/woff2"/>
      <script src="/gps-app/_next/static/chunks/polyfills.js" noModule=""></script>
      <script src="/gps-app/_next/static/chunks/main.js" async=""></script>
      <script src="/gps-app/_next/static/chunks/main.js" async=""></script>`;
    expect(pageAssets(html)).toEqual({
      scripts: ['/gps-app/_next/static/chunks/main.js'],
      styles: ['/gps-app/_next/static/css/a.css'],
      fontPreloads: ['/gps-app/_next/static/media/f.woff2'],
    });
  });

  it('counts the framework scripts a page loads after its first frame', () => {
    const page = `<html><body><script src="/gps-app/_next/static/chunks/a.js" async=""></script>
      <script src="/gps-app/_next/static/chunks/webpack.js" id="_R_" async=""></script></body></html>`;
    const deferred = deferFrameworkScripts(page, '/gps-app');
    expect(pageAssets(deferred).scripts).toEqual(pageAssets(page).scripts);
    expect(pageAssets(deferred).scripts).toHaveLength(2);
  });
});

describe('font unicode-range', () => {
  it("parses ranges, single points and the minifier's wildcards", () => {
    expect(parseUnicodeRange('u+00??,U+0131,u+10a0-10ff')).toEqual([
      [0x00, 0xff],
      [0x131, 0x131],
      [0x10a0, 0x10ff],
    ]);
  });

  it('names the script subset of a face, and none for a full font', () => {
    expect(fontSubset('u+00??,u+0131,u+2000-206f')).toBe('latin');
    expect(fontSubset('u+0589,u+10a0-10ff,u+2d00-2d2f')).toBe('georgian');
    expect(fontSubset('u+0000-ffff')).toBeUndefined();
    expect(fontSubset('U+20BE')).toBe('lari');
  });
});

describe('image budgets', () => {
  it('finds every <img> without a numeric width and height', () => {
    const html =
      '<img src="a.svg" width="800" height="600" alt=""/>' +
      '<picture><source srcSet="b.avif 320w"/><img src="b.jpg" alt="" width="2400"/></picture>' +
      '<img src="c.jpg" alt="" width="auto" height="10"/><img src="d.jpg" alt="">';
    expect(imagesWithoutSize(html)).toEqual([
      '<img src="b.jpg" alt="" width="2400"/>',
      '<img src="c.jpg" alt="" width="auto" height="10"/>',
      '<img src="d.jpg" alt="">',
    ]);
  });

  it('fails raster files over 200 kB, whatever their format, and nothing else', () => {
    const files = [
      { path: '/_img/a-1600.jpg', bytes: maxRasterBytes },
      { path: '/_img/a-1600.avif', bytes: maxRasterBytes + 1 },
      { path: '/uploads/b.PNG', bytes: 2_690_723 },
      { path: '/images/og/c.webp', bytes: 250_000 },
      { path: '/pagefind/wasm.pagefind', bytes: 5_000_000 },
      { path: '/images/hero/d.svg', bytes: 300_000 },
    ];
    expect(oversizedRasters(files).map((f) => f.path)).toEqual([
      '/_img/a-1600.avif',
      '/uploads/b.PNG',
      '/images/og/c.webp',
    ]);
  });

  it('finds pages that link a photo original, but not its variants', () => {
    const originals = ['/uploads/products/a b.jpg', '/uploads/products/c.png'];
    const variants =
      '<img src="/gps-app/_img/uploads/products/c.0123456789-800.png" ' +
      'srcSet="/gps-app/_img/uploads/products/a b.0123456789-320.jpg 320w"/>';
    expect(originalReferences(variants, originals, '/gps-app')).toEqual([]);
    const linked = `${variants}<a href="/gps-app/uploads/products/a%20b.jpg">full size</a>`;
    expect(originalReferences(linked, originals, '/gps-app')).toEqual([
      '/uploads/products/a b.jpg',
    ]);
    const inPayload = '{"src":"/gps-app/uploads/products/c.png"}';
    expect(originalReferences(inPayload, originals, '/gps-app')).toEqual([
      '/uploads/products/c.png',
    ]);
  });
});

describe('extraImagePreloads', () => {
  const lcp = '<link rel="preload" as="image" href="/a.svg" fetchPriority="high"/>';
  const other = '<link rel="preload" as="image" href="/b.svg"/>';
  const font = '<link rel="preload" href="/f.woff2" as="font" crossorigin=""/>';

  it('allows the largest paint alone, and fonts beside it', () => {
    expect(extraImagePreloads(`<head>${font}${lcp}</head>`)).toEqual([]);
    expect(extraImagePreloads('<head></head>')).toEqual([]);
  });

  it('reports every image preload after the first', () => {
    expect(extraImagePreloads(`${lcp}${other}${other.replace('b.svg', 'c.svg')}`)).toHaveLength(2);
  });

  it('reports an image preloaded without high priority, as it is not the largest paint', () => {
    expect(extraImagePreloads(other)).toEqual([other]);
  });
});
