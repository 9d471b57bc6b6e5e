import { expect, test } from '@playwright/test';

test.describe('product page', () => {
  test('gallery thumbnails switch the main image by mouse and keyboard', async ({ page }) => {
    await page.goto('/gps-app/en/product/colour-mfp-c3045/');
    const gallery = page.getByRole('group', { name: 'Product images' });
    const thumbs = gallery.getByRole('button');
    expect(await thumbs.count()).toBeGreaterThanOrEqual(3);
    await expect(thumbs.first()).toHaveAttribute('aria-pressed', 'true');
    const main = page.getByRole('main').locator('img').first();
    const first = await main.getAttribute('src');
    await thumbs.nth(1).click();
    await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(main).not.toHaveAttribute('src', first!);
    await thumbs.nth(2).focus();
    await page.keyboard.press('Enter');
    await expect(thumbs.nth(2)).toHaveAttribute('aria-pressed', 'true');
  });

  test('key specs, breadcrumbs and related products are shown', async ({ page }) => {
    await page.goto('/gps-app/en/product/colour-mfp-c3045/');
    const specs = page.getByRole('heading', { name: 'Key specifications' }).locator('..');
    await expect(specs).toContainText('45 pages per minute');
    await expect(specs).toContainText('A3');
    await expect(specs).toContainText('dpi');
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link')).toHaveText(['Home', 'Catalogue', 'Office equipment']);
    await expect(trail.locator('[aria-current="page"]')).toHaveText('Colour MFP C3045');
    const related = page.getByRole('region', { name: 'Related products' });
    await expect(related.getByRole('article')).toHaveCount(4);
    await expect(related).not.toContainText('Colour MFP C3045');
  });

  test('tabs switch with the mouse and with the arrow keys', async ({ page }) => {
    await page.goto('/gps-app/en/product/colour-mfp-c3030/');
    const tabs = page.getByRole('tablist');
    const description = tabs.getByRole('tab', { name: 'Description' });
    await expect(description).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('30 pages per minute');

    await tabs.getByRole('tab', { name: 'Specifications' }).click();
    await expect(page.getByRole('tabpanel').getByRole('table')).toContainText('Warranty');

    await page.keyboard.press('ArrowRight');
    const documents = tabs.getByRole('tab', { name: 'Documents' });
    await expect(documents).toBeFocused();
    await expect(documents).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveText(/coming soon/);
    await page.keyboard.press('End');
    await expect(tabs.getByRole('tab', { name: 'Video' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(description).toBeFocused();
  });

  test('a product with a datasheet lists it in the documents tab, in Georgian too', async ({
    page,
  }) => {
    await page.goto('/gps-app/ka/product/colour-mfp-c3045/');
    await page.getByRole('tab', { name: 'დოკუმენტები' }).click();
    const link = page.getByRole('tabpanel').getByRole('link');
    await expect(link).toHaveText('ტექნიკური მონაცემების ფურცელი (PDF)');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('request a quote opens contacts with the product', async ({ page }) => {
    await page.goto('/gps-app/ka/product/uv-flatbed-6090/');
    await page.getByRole('link', { name: 'ფასის მოთხოვნა' }).first().click();
    await expect(page).toHaveURL(/\/gps-app\/ka\/contacts\/\?product=uv-flatbed-6090$/);
    await expect(page.getByRole('textbox', { name: 'შეტყობინება' })).toHaveValue(/UV/);
  });
});
