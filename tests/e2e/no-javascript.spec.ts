import { expect, test } from '@playwright/test';

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
  await expect(page.getByText('52 products found')).toBeVisible();
  // Twelve cards a page; the pager's plain links reach the rest.
  const pager = page.getByRole('navigation', { name: 'Catalogue pages' });
  await pager.getByRole('link', { name: 'Page 3 of 5' }).click();
  await expect(page).toHaveURL(/\/gps-app\/en\/catalog\/page\/3\/$/);
  await page.getByRole('link', { name: 'Details: UV Flatbed F6090' }).click();

  await expect(page).toHaveURL(/\/gps-app\/en\/product\/uv-flatbed-6090\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('UV Flatbed F6090');
  await expect(page.getByRole('main')).toContainText('2400 dpi');

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
  const offers = page.getByRole('region', { name: 'Special offers' });
  for (const heading of ['Promotions', 'Discounts', 'Seasonal', 'Bundles']) {
    await expect(offers.getByRole('heading', { name: heading, level: 3 })).toBeVisible();
  }
});

test('a product page shows every tab panel and the gallery without JavaScript', async ({
  page,
}) => {
  await page.goto('/gps-app/en/product/colour-mfp-c3030/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Specifications', exact: true })).toBeVisible();
  await expect(main.getByRole('table')).toContainText('Warranty');
  await expect(main.getByText('Documents for this product are coming soon.')).toBeVisible();
  await expect(main.getByText('A video for this product is coming soon.')).toBeVisible();
  await expect(page.getByRole('tablist')).toBeHidden();
  await expect(page.getByRole('region', { name: 'Filters' })).toHaveCount(0);
});
