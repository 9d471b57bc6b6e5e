import { existsSync } from 'node:fs';
import { expect, test } from './fixtures';
import { builtImageCdn } from './image-build';
import type { Page } from '@playwright/test';
import { isRaster } from '../../content/fields/image-file';
import { basePath } from '../../site.config.mjs';
import { productPath, siteContent } from './site-content';

// An IMAGE_CDN build (scripts/check-image-cdn.mjs makes one per CDN): every photo is requested
// from the image CDN, here IPX behind the CDN's own URL form (scripts/image-cdn/standin.mjs, which
// scripts/serve.mjs mounts for such a build). A local build is checked by images.spec.ts instead.
const cdn = builtImageCdn;
test.skip(cdn === 'local', 'the export was built without IMAGE_CDN');

const withPhoto = siteContent.products.filter((p) => isRaster(p.images[0]?.src ?? ''));
const maxLcpBytes = 100 * 1000;

/** What a transformation URL asks for, or null when the URL is not one of this CDN's. */
function transformRequest(href: string) {
  const url = new URL(href);
  if (cdn === 'cloudflare') {
    const match = /^\/cdn-cgi\/image\/width=(\d+),quality=\d+,format=(\w+)(\/.+)$/.exec(
      url.pathname,
    );
    return match
      ? { width: Number(match[1]), format: match[2], original: decodeURI(match[3]!) }
      : null;
  }
  if (url.pathname !== '/.netlify/images') return null;
  return {
    width: Number(url.searchParams.get('w')),
    format: url.searchParams.get('fm') ?? 'auto',
    original: url.searchParams.get('url') ?? '',
  };
}

interface Fetched {
  status: number;
  type: string;
  /** Read on demand: a body read left pending when the page closes fails the test. */
  bytes: () => Promise<number>;
}

/** Every image response of the page as it loads, by URL. */
function imageResponses(page: Page): Map<string, Fetched> {
  const seen = new Map<string, Fetched>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'image') return;
    seen.set(response.url(), {
      status: response.status(),
      type: response.headers()['content-type'] ?? '',
      bytes: () => response.body().then((body) => body.length),
    });
  });
  return seen;
}

test('the content has photos, and the export carries their originals and no variants', async ({
  request,
}) => {
  expect(withPhoto.length, 'no product shows a photo first').toBeGreaterThan(0);
  expect(existsSync('out/_img'), 'variants in an image CDN export').toBe(false);
  for (const product of withPhoto) {
    const response = await request.get(`${basePath}${product.images[0]!.src}`);
    expect(response.status(), 'the CDN fetches the original from the site').toBe(200);
  }
});

const screens = [
  { name: 'a 375 px phone at 2x', viewport: { width: 375, height: 812 }, dpr: 2 },
  { name: 'a 1280 px desktop at 1x', viewport: { width: 1280, height: 800 }, dpr: 1 },
];

for (const product of withPhoto) {
  const original = `${basePath}${product.images[0]!.src}`;
  const alt = product.images[0]!.alt.en;

  for (const screen of screens) {
    test(`${product.id}: ${screen.name} gets the main photo from the ${cdn} CDN, sized and typed`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport: screen.viewport,
        deviceScaleFactor: screen.dpr,
      });
      const page = await context.newPage();
      const responses = imageResponses(page);
      await page.goto(productPath('en', product), { waitUntil: 'load' });
      const img = page.getByRole('main').getByRole('img', { name: alt, exact: true });
      await expect(img).toHaveAttribute('width', /^\d+$/);
      await expect(img).toHaveAttribute('height', /^\d+$/);
      await expect(img).toHaveAttribute('loading', 'eager');
      await expect.poll(() => img.evaluate((e: HTMLImageElement) => e.complete)).toBe(true);
      const shown = await img.evaluate(async (e: HTMLImageElement) => {
        // naturalWidth of a srcset image is divided by its density: load the file alone.
        const file = new Image();
        file.src = e.currentSrc;
        await file.decode();
        return {
          url: e.currentSrc,
          natural: file.naturalWidth,
          css: e.getBoundingClientRect().width,
          original: Number(e.getAttribute('width')),
        };
      });
      const asked = transformRequest(shown.url);
      expect(asked, shown.url).not.toBeNull();
      expect(asked!.original).toBe(original);
      // The file is the width asked for (the CDN never enlarges), enough for the screen.
      expect(shown.natural).toBe(Math.min(asked!.width, shown.original));
      expect(asked!.width).toBeGreaterThanOrEqual(Math.min(shown.css * screen.dpr, shown.original));
      expect(asked!.width).toBeLessThan(Math.max(shown.css * screen.dpr * 2, 640));
      const fetched = responses.get(shown.url);
      expect(fetched, `${shown.url} was not fetched`).toBeDefined();
      expect(fetched!.status).toBe(200);
      // Chromium accepts AVIF: `format=auto` (Cloudflare) or the AVIF <source> (Netlify).
      expect(fetched!.type).toBe('image/avif');
      if (screen.dpr === 2) expect(await fetched!.bytes()).toBeLessThanOrEqual(maxLcpBytes);
      // Nothing from the local pipeline, and the original itself never goes to the browser.
      const urls = [...responses.keys()].map((url) => new URL(url));
      expect(urls.filter((url) => url.pathname.includes('/_img/'))).toEqual([]);
      expect(urls.filter((url) => url.pathname === original)).toEqual([]);
      for (const [url, response] of responses)
        if (transformRequest(url)) expect(response.status, url).toBe(200);
      await context.close();
    });
  }

  test(`${product.id}: the structured data names a CDN image, absolute`, async ({
    page,
    request,
  }) => {
    await page.goto(productPath('en', product));
    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}')));
    const ld = data.find((d) => d['@type'] === 'Product') as { image: string[] };
    const photo = ld.image.find((url) => transformRequest(url)?.original === original);
    expect(photo, JSON.stringify(ld.image)).toMatch(/^https:\/\//);
    const url = new URL(photo!);
    const response = await request.get(`${url.pathname}${url.search}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\//);
  });
}

test('on a phone, photos below the fold are lazy and not fetched up front', async ({ browser }) => {
  // The home page and the categories of the photo products: wherever the content puts a photo
  // below the fold of a 375 px phone.
  const categories = [...new Set(withPhoto.map((p) => p.categories[0]))];
  const pages = ['/gps-app/en/', ...categories.map((c) => `/gps-app/en/catalog/${c}/`)];
  let photosBelow = 0;
  for (const path of pages) {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    const responses = imageResponses(page);
    await page.goto(path, { waitUntil: 'load' });
    const images = await page.locator('img').evaluateAll((all) =>
      all.map((e) => ({
        // Beyond Chromium's lazy-loading distance (1,250 px past the viewport on a fast
        // connection): a lazy photo nearer than that is fetched at load, as it should be.
        below: e.getBoundingClientRect().top > window.innerHeight + 1250,
        loading: e.getAttribute('loading'),
        candidates: (e.getAttribute('srcset') ?? e.getAttribute('src') ?? '')
          .split(/,\s+/)
          .map((c) => new URL(c.trim().split(' ')[0]!, location.href).href),
      })),
    );
    const below = images.filter((image) => image.below);
    expect(
      below.filter((image) => image.loading !== 'lazy'),
      path,
    ).toEqual([]);
    // A CDN photo shown only below the fold is not fetched before the visitor scrolls.
    const above = new Set(images.filter((image) => !image.below).flatMap((i) => i.candidates));
    const photos = below.filter((image) => image.candidates.some((url) => transformRequest(url)));
    photosBelow += photos.length;
    const fetched = new Set(responses.keys());
    const early = photos
      .flatMap((image) => image.candidates)
      .filter((url) => !above.has(url) && fetched.has(url));
    expect(early, path).toEqual([]);
    await context.close();
  }
  expect(photosBelow, `no photo below the fold on ${pages.join(', ')}`).toBeGreaterThan(0);
});
