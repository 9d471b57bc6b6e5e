import { expect, test } from './fixtures';
import { foundText, isLiveToday, need, pageSize, productPath, siteContent } from './site-content';

const { products, offers } = siteContent;
// The last catalogue page and its first product, from the content the export was built from.
const pages = Math.ceil(products.length / pageSize);
const onLastPage = need(products[(pages - 1) * pageSize], 'product');

test.use({ javaScriptEnabled: false });

test('home, catalogue, a product and contacts read and navigate without JavaScript', async ({
  page,
}) => {
  await page.goto('/gps-app/en/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Printing and office equipment in Tbilisi',
  );
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Catalogue' })
    .click();
  await expect(page).toHaveURL(/\/gps-app\/en\/catalog\/$/);
  await expect(page.getByText(foundText(products.length))).toBeVisible();
  if (pages > 1) {
    // Twelve cards a page; the pager's plain links reach the rest.
    const pager = page.getByRole('navigation', { name: 'Catalogue pages' });
    await pager.getByRole('link', { name: `Page ${pages} of ${pages}` }).click();
    await expect(page).toHaveURL(new RegExp(`/gps-app/en/catalog/page/${pages}/$`));
  }
  await page.getByRole('link', { name: onLastPage.name.en, exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`${productPath('en', onLastPage)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(onLastPage.name.en);
  await expect(page.getByRole('main')).toContainText(
    need(onLastPage.specifications[0], 'specification').value.en,
  );

  await page.getByRole('contentinfo').getByRole('link', { name: 'Contacts' }).click();
  await expect(page).toHaveURL(/\/gps-app\/en\/contacts\/$/);
  await expect(page.getByRole('main')).toContainText('Tbilisi');
  await expect(page.getByRole('main').getByRole('link', { name: /^\+995/ })).toHaveAttribute(
    'href',
    /^tel:/,
  );

  await page.getByRole('link', { name: /GE/ }).click();
  await expect(page).toHaveURL(/\/gps-app\/ka\/contacts\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('კონტაქტი');
});

test('every offer category is listed without JavaScript', async ({ page }) => {
  await page.goto('/gps-app/en/');
  const headings = {
    promotions: 'Promotions',
    discounts: 'Discounts',
    seasonal: 'Seasonal',
    bundles: 'Bundles',
  } as const;
  // Only the categories the dealer has offers in are shown.
  const region = page.getByRole('region', { name: 'Special offers' });
  for (const [key, name] of Object.entries(headings)) {
    const live = offers.some((o) => o.category === key && isLiveToday(o));
    await expect(region.getByRole('heading', { name, level: 3, exact: true })).toHaveCount(
      live ? 1 : 0,
    );
  }
});

test('a product page shows every tab panel and the gallery without JavaScript', async ({
  page,
}) => {
  const product = need(
    products.find((p) => p.documents.length === 0 && !p.videos?.length),
    'product without documents or videos',
  );
  await page.goto(productPath('en', product));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Specifications', exact: true })).toBeVisible();
  await expect(main.getByRole('table')).toContainText(
    need(product.specifications[0], 'specification').value.en,
  );
  // Documents and video are left out when the product has none, not promised "soon".
  await expect(main.getByRole('heading', { name: 'Documents', exact: true })).toHaveCount(0);
  await expect(main.getByRole('heading', { name: 'Video', exact: true })).toHaveCount(0);
  await expect(main).not.toContainText(/coming soon/i);
  await expect(page.getByRole('tablist')).toBeHidden();
  await expect(page.getByRole('region', { name: 'Filters' })).toHaveCount(0);
});

test('the home gallery keeps its photo and text columns without JavaScript', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/gps-app/ka/');
  const gallery = page.getByRole('region', { name: 'პროდუქციის გალერეა' });
  const title = gallery.getByRole('heading', { level: 3 });
  await expect(title).toBeVisible();
  // The text column is the stage's last third (1.2fr : 1fr), never a sliver beside the photo.
  const stage = await gallery.locator('h3').evaluate((h) => {
    const column = h.parentElement!.getBoundingClientRect();
    const grid = h.parentElement!.parentElement!.getBoundingClientRect();
    return { column: column.width, grid: grid.width };
  });
  expect(stage.column).toBeGreaterThan(stage.grid / 3);
});
