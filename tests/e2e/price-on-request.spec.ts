import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { categories, foundText, pageSize, productsIn } from './price-on-request-content';

// Issue 41 §3: a price range keeps the products priced on request listed (they cannot be
// compared), says how many, and leaves them out on request (?onRequest=hide), a plain form
// field that reaches the URL before the scripts run. Products and counts come from the content.
const { category, lari, unpriced } = categories;
const cap = Math.min(...lari.map((p) => p.price!.amount));
const within = lari.filter((p) => p.price!.amount <= cap);
const path = `/gps-app/en/catalog/${category?.slug}/`;
const count = (page: Page) => page.getByRole('main').getByRole('status');
const panel = (page: Page) => page.getByRole('region', { name: 'Filters' });
const group = (page: Page) => panel(page).getByRole('group', { name: 'Price, lari' });
const plural = (n: number, one: string, other: string) =>
  (n === 1 ? one : other).replace('#', String(n));
const shown = (n: number) =>
  plural(
    n,
    'Also listed: # product priced on request.',
    'Also listed: # products priced on request.',
  );
const hidden = (n: number) =>
  plural(
    n,
    'Not listed: # product priced on request.',
    'Not listed: # products priced on request.',
  );

test.skip(!category, 'no category has both lari prices and products priced on request');

async function applyCap(page: Page, hide: boolean) {
  const toggle = panel(page).getByRole('button', { name: 'Show filters' });
  if (await toggle.isVisible()) await toggle.click();
  await group(page).getByRole('spinbutton', { name: 'To' }).fill(String(cap));
  await group(page).getByRole('checkbox', { name: 'Only products with a price' }).setChecked(hide);
  await group(page).getByRole('button', { name: 'Apply price' }).click();
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
])
  test(`a price range lists the products priced on request and says so (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(path);
    await expect(page.locator('html.js')).toHaveCount(1);
    await applyCap(page, false);
    await expect(page).toHaveURL(new RegExp(`[?&]priceMax=${cap}$`));
    await expect(count(page)).toHaveText(foundText(within.length + unpriced.length));
    await expect(group(page).getByText(shown(unpriced.length))).toBeVisible();

    await applyCap(page, true);
    await expect(page).toHaveURL(new RegExp(`[?&]priceMax=${cap}&onRequest=hide$`));
    await expect(count(page)).toHaveText(foundText(within.length));
    await expect(group(page).getByText(hidden(unpriced.length))).toBeVisible();
    const include = group(page).getByRole('button', { name: 'Include them' });
    const box = await include.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await include.click();
    await expect(page).toHaveURL(new RegExp(`[?&]priceMax=${cap}$`));
    await expect(count(page)).toHaveText(foundText(within.length + unpriced.length));
  });

test('the link with ?onRequest=hide opens the list without them, and the box ticked', async ({
  page,
}) => {
  await page.goto(`${path}?priceMax=${cap}&onRequest=hide`);
  await expect(count(page)).toHaveText(foundText(within.length));
  await expect(
    group(page).getByRole('checkbox', { name: 'Only products with a price' }),
  ).toBeChecked();
  const names = await page
    .getByRole('main')
    .getByRole('article')
    .getByRole('heading')
    .allTextContents();
  for (const product of unpriced) expect(names).not.toContain(product.name.en);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a price link hides nothing: every product of the page is listed', async ({ page }) => {
    await page.goto(`${path}?priceMax=${cap}&onRequest=hide`);
    const all = productsIn(category!.slug);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(
      Math.min(pageSize, all.length),
    );
  });
});
