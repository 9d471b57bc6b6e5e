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
  await expect(page.getByText(/\d+ products found/)).toBeVisible();
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
