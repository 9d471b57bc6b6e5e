import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { isRaster } from '../../content/fields/image-file';
import {
  facetsOf,
  foundText,
  need,
  pageSize,
  productPath,
  productsIn,
  siteContent,
  valuesOf,
} from './site-content';

// Photos the dealer uploaded (JPEG, PNG, WebP) reach visitors only as the build's variants.
// Products are picked from the content the export was built from: those whose first image (the
// product page's largest paint and the catalogue card) is a photo.
const withPhoto = siteContent.products.filter((p) => isRaster(p.images[0]?.src ?? ''));
const maxLcpBytes = 100 * 1000;
const phone = { width: 375, height: 812 };

/** Sizes of every image response, by URL, as the page loads. */
function imageBytes(page: Page): Map<string, Promise<number>> {
  const sizes = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image')
      sizes.set(
        response.url(),
        // A body still arriving when the test closes the page is not this test's failure;
        // NaN fails the size check of the one image that matters.
        response.body().then(
          (body) => body.length,
          () => Number.NaN,
        ),
      );
  });
  return sizes;
}

test('the content has photos for these checks', () => {
  expect(withPhoto.length, 'no product shows a photo first').toBeGreaterThan(0);
});

test.describe('product photos', () => {
  for (const product of withPhoto) {
    const original = `/gps-app${product.images[0]!.src}`;
    const alt = product.images[0]!.alt.en;

    test(`${product.id}: <picture> with AVIF and a JPEG/PNG <img>, sized, eager and never the original`, async ({
      page,
    }) => {
      await page.goto(productPath('en', product));
      const img = page.getByRole('main').getByRole('img', { name: alt, exact: true });
      await expect(img).toHaveCount(1);
      const picture = img.locator('xpath=..');
      await expect(picture).toHaveJSProperty('tagName', 'PICTURE');
      const sources = picture.locator('source');
      // No WebP source: scripts/images/plan.mjs outputFormats says why.
      await expect(sources).toHaveCount(1);
      expect(await sources.evaluateAll((s) => s.map((e) => e.getAttribute('type')))).toEqual([
        'image/avif',
      ]);
      for (const source of await sources.all()) {
        await expect(source).toHaveAttribute('srcset', /\/gps-app\/_img\/.+ \d+w(, |$)/);
        await expect(source).toHaveAttribute('sizes', /.+/);
      }
      await expect(img).toHaveAttribute('width', /^\d+$/);
      await expect(img).toHaveAttribute('height', /^\d+$/);
      await expect(img).toHaveAttribute('srcset', /\/gps-app\/_img\//);
      // The largest paint: fetched at once, first.
      await expect(img).toHaveAttribute('loading', 'eager');
      await expect(img).toHaveAttribute('fetchpriority', 'high');
      const html = await page.content();
      expect(html).not.toContain(`"${original}"`);
      expect(html).not.toContain(`${original} `);
    });

    for (const dpr of [1, 2]) {
      test(`${product.id}: a 375 px phone at ${dpr}x loads a variant under 100 kB, sharp enough`, async ({
        browser,
      }) => {
        const context = await browser.newContext({ viewport: phone, deviceScaleFactor: dpr });
        const page = await context.newPage();
        const bytes = imageBytes(page);
        await page.goto(productPath('en', product), { waitUntil: 'load' });
        const img = page.getByRole('main').getByRole('img', { name: alt, exact: true });
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
        expect(shown.url).toMatch(/\/gps-app\/_img\/.+\.avif$/);
        // As many pixels as the screen shows (or all the photo has), not many more.
        expect(shown.natural).toBeGreaterThanOrEqual(Math.min(shown.css * dpr, shown.original));
        expect(shown.natural).toBeLessThan(Math.max(shown.css * dpr * 2, 640));
        const size = await bytes.get(shown.url);
        expect(size, `${shown.url} was not fetched`).toBeDefined();
        expect(await size).toBeLessThanOrEqual(maxLcpBytes);
        expect([...bytes.keys()].filter((url) => url.includes(original))).toEqual([]);
        await context.close();
      });
    }

    test(`${product.id}: images below the fold are lazy`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: phone });
      const page = await context.newPage();
      await page.goto(productPath('en', product));
      const below = await page
        .locator('img')
        .evaluateAll((images) =>
          images
            .filter((e) => e.getBoundingClientRect().top > window.innerHeight)
            .map((e) => ({ src: e.getAttribute('src'), loading: e.getAttribute('loading') })),
        );
      expect(below.length, 'nothing below the fold to check').toBeGreaterThan(0);
      expect(below.filter((image) => image.loading !== 'lazy')).toEqual([]);
      await context.close();
    });

    test(`${product.id}: the original is not published, the structured data names a variant`, async ({
      page,
      request,
    }) => {
      expect((await request.get(original)).status()).toBe(404);
      await page.goto(productPath('en', product));
      const data = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}')));
      const ld = data.find((d) => d['@type'] === 'Product') as { image: string[] };
      const photo = ld.image.find((url) => url.includes('/_img/'));
      expect(photo, JSON.stringify(ld.image)).toBeDefined();
      expect(ld.image.filter((url) => url.includes(product.images[0]!.src))).toEqual([]);
      const response = await request.get(new URL(photo!).pathname);
      expect(response.status()).toBe(200);
      expect((await response.body()).length).toBeLessThanOrEqual(200 * 1000);
    });
  }
});

/**
 * A photo product's category page, filtered to its value of every filter the category has: the
 * filter island then renders the cards in the browser from the catalogue JSON.
 */
function filteredCatalogue(product: (typeof withPhoto)[number]) {
  const category = product.categories[0] ?? '';
  const chosen = facetsOf(category).flatMap(({ key }) => {
    const value = valuesOf(product, key)[0];
    return value === undefined ? [] : [[key, value] as const];
  });
  const listed = productsIn(category).filter((p) =>
    chosen.every(([key, value]) => valuesOf(p, key).includes(value)),
  );
  return {
    path: `/gps-app/en/catalog/${category}/?${new URLSearchParams(chosen.map((c) => [...c]))}`,
    index: listed.indexOf(product),
    count: listed.length,
  };
}

test('catalogue cards show photos through their variants, after filtering too', async ({
  browser,
}) => {
  const product = need(
    withPhoto.find((p) => {
      const { index } = filteredCatalogue(p);
      return index >= 0 && index < pageSize;
    }),
    'photo product on the first page of its filtered category',
  );
  const context = await browser.newContext({ viewport: phone, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const bytes = imageBytes(page);
  const catalogue = filteredCatalogue(product);
  await page.goto(catalogue.path);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(foundText(catalogue.count));
  const img = page
    .getByRole('main')
    .getByRole('article')
    // The picture's link is hidden from assistive tech (the name is the card's link): by its alt.
    .getByAltText(product.images[0]!.alt.en, { exact: true });
  await expect(img).toHaveAttribute('loading', 'lazy');
  await expect(img.locator('xpath=../source[@type="image/avif"]')).toHaveCount(1);
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((e: HTMLImageElement) => e.currentSrc)).toMatch(/_img/);
  const url = await img.evaluate((e: HTMLImageElement) => e.currentSrc);
  expect(await bytes.get(url)).toBeLessThanOrEqual(maxLcpBytes);
  await context.close();
});

test('the home hero, the largest paint, is eager at high priority; lower images are lazy', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: phone });
  const page = await context.newPage();
  await page.goto('/gps-app/en/');
  const first = page.locator('main img').first();
  await expect(first).toHaveAttribute('loading', 'eager');
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  const below = await page
    .locator('img')
    .evaluateAll((images) =>
      images
        .filter((e) => e.getBoundingClientRect().top > window.innerHeight * 1.5)
        .map((e) => ({ src: e.getAttribute('src'), loading: e.getAttribute('loading') })),
    );
  expect(below.length).toBeGreaterThan(0);
  expect(below.filter((image) => image.loading !== 'lazy')).toEqual([]);
  await context.close();
});
