import { expect, test } from './fixtures';
import { localizedPath } from '@/lib/page-href';
import { pageSize, siteContent } from './site-content';

test('the old placeholder image path resolves to a typed SVG image', async ({ request }) => {
  for (const size of ['800/600', '600/400', '1200/600']) {
    const response = await request.get(`/gps-app/api/placeholder/${size}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('image/svg+xml');
    const [w, h] = size.split('/');
    expect(await response.text()).toContain(`viewBox="0 0 ${w} ${h}"`);
  }
});

test('service topic pages exist in both languages and end with their call to action', async ({
  page,
}) => {
  // Every topic of the content, in both languages: its button goes where the content says.
  for (const topic of siteContent.serviceTopics)
    for (const locale of ['ka', 'en'] as const) {
      const response = await page.goto(`/gps-app/${locale}/services/${topic.slug}/`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(topic.title[locale]);
      await expect(page.getByRole('main').getByRole('link').last()).toHaveAttribute(
        'href',
        `/gps-app${localizedPath(locale, topic.cta.href)}`,
      );
    }
});

test('old /products/{slug} links land on the catalogue', async ({ page }) => {
  await page.goto('/gps-app/products/garmin-gps');
  await expect(page).toHaveURL(/\/gps-app\/ka\/catalog\/$/);
});

test('every product image named in content loads', async ({ page }) => {
  // The catalogue shows each product's first image, a page at a time: open every page by address.
  const pages = Math.ceil(siteContent.products.length / pageSize);
  let checked = 0;
  for (let n = 1; n <= pages; n++) {
    await page.goto(n === 1 ? '/gps-app/en/catalog/' : `/gps-app/en/catalog/page/${n}/`);
    // The picture's link is hidden from assistive tech (the name is the card's link), so by tag.
    const images = page.getByRole('main').getByRole('article').locator('img');
    await expect(images.first()).toBeVisible();
    checked += await images.count();
    const broken = await images.evaluateAll((nodes) =>
      Promise.all(
        (nodes as HTMLImageElement[]).map(async (img) => {
          img.loading = 'eager';
          await img.decode().catch(() => undefined);
          return img.naturalWidth === 0 ? img.src : null;
        }),
      ),
    );
    expect(broken.filter(Boolean)).toEqual([]);
  }
  expect(checked).toBe(siteContent.products.length);
});
