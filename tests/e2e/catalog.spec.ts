import { expect, test, type Page } from '@playwright/test';

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const count = (page: Page) => page.getByRole('main').getByRole('status');
const filters = (page: Page) => page.getByRole('region', { name: 'Filters' });
/** The number in "N products found", once the filtered list has loaded. */
async function foundCount(page: Page): Promise<number> {
  await expect(count(page)).toHaveText(/^\d+ products? found$/);
  return Number.parseInt((await count(page).textContent()) ?? '', 10);
}

test.describe('catalogue filters', () => {
  test('type, speed and format narrow the list, with counts that follow', async ({ page }) => {
    await page.goto('/gps-app/en/catalog/office/');
    await expect(count(page)).toHaveText('23 products found');
    await expect(cards(page)).toHaveCount(12); // the first page is in the HTML
    const panel = filters(page);
    await expect(panel.getByRole('radio', { name: /^Printer/ })).toBeVisible();

    await panel.getByRole('radio', { name: /^Printer/ }).check();
    await expect(page).toHaveURL(/\?type=printer$/);
    await expect(count(page)).toHaveText('5 products found');
    await expect(cards(page)).toHaveCount(5);
    for (const text of await cards(page).allInnerTexts()) expect(text).not.toMatch(/MFP/);

    await panel.getByRole('radio', { name: /^45 ppm/ }).check();
    await expect(page).toHaveURL(/\?type=printer&speed=45$/);
    await expect(count(page)).toHaveText('2 products found');
    await expect(cards(page).first()).toContainText('45 ppm');
    // Counts show what each option would leave alongside the other choices.
    await expect(panel.getByRole('radio', { name: '30 ppm (3)' })).toBeVisible();
    await expect(panel.getByRole('radio', { name: '80 ppm (0)' })).toBeVisible();

    await panel.getByRole('radio', { name: /^A3\+/ }).check();
    await expect(count(page)).toHaveText('No products found');
    await page.getByRole('button', { name: 'Reset filters' }).click();
    await expect(page).toHaveURL(/\/catalog\/office\/$/);
    await expect(count(page)).toHaveText('23 products found');
  });

  test('reload keeps the filters and back restores the previous ones', async ({ page }) => {
    await page.goto('/gps-app/ka/catalog/');
    const panel = page.getByRole('region', { name: 'ფილტრები' });
    await panel.getByRole('radio', { name: /^მრავალფუნქციური/ }).check();
    await panel.getByRole('radio', { name: /^30 გვ\/წთ/ }).check();
    await expect(page).toHaveURL(/\?type=multifunction&speed=30$/);
    // Read the count once the catalogue's JSON has loaded, not the "loading" text before it.
    await expect(count(page)).toHaveText(/^ნაპოვნია \d+ პროდუქტი$/);
    const filtered = await count(page).innerText();
    await page.reload();
    await expect(count(page)).toHaveText(filtered);
    await expect(panel.getByRole('radio', { name: /^30 გვ\/წთ/ })).toBeChecked();

    await page.goBack();
    await expect(page).toHaveURL(/\?type=multifunction$/);
    await expect(panel.getByRole('radio', { name: /^ყველა/ }).nth(1)).toBeChecked();
    await expect(count(page)).not.toHaveText(filtered);
  });

  test('hostile query values fall back to all without an error', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('dialog', (dialog) => errors.push(`dialog: ${dialog.message()}`));
    await page.goto(
      `/gps-app/en/catalog/office/?speed=abc&format=%3Cscript%3Ealert(1)%3C/script%3E&type=${'x'.repeat(10_000)}`,
    );
    await expect(count(page)).toHaveText('23 products found');
    await expect(filters(page).getByRole('radio', { name: /^All/ }).first()).toBeChecked();
    expect(errors).toEqual([]);
  });

  test('a category page lists only its products; the others page through', async ({ page }) => {
    await page.goto('/gps-app/en/catalog/cutting-systems/');
    await expect(count(page)).toHaveText('4 products found');
    for (const text of await cards(page).allInnerTexts())
      expect(text).toMatch(/cutter|Cutter|cutting|Cutting/);
    await page.goto('/gps-app/en/catalog/office/');
    await page
      .getByRole('navigation', { name: 'Catalogue pages' })
      .getByRole('link', { name: 'Next' })
      .click();
    await expect(page).toHaveURL(/\/catalog\/office\/page\/2\/$/);
    await expect(cards(page)).toHaveCount(11);
  });

  test('sale and package links narrow the list with a removable chip', async ({ page }) => {
    await page.goto('/gps-app/en/catalog/?sale=spring-sale');
    const chip = page.getByRole('button', { name: /^Remove filter: On sale:/ });
    await expect(chip).toBeVisible();
    // The chip shows at once; the cards follow when the catalogue's JSON has loaded.
    const onSale = await foundCount(page);
    expect(onSale).toBeGreaterThan(0);
    expect(onSale).toBeLessThan(12);
    await expect(cards(page)).toHaveCount(onSale);
    await chip.click();
    await expect(page).toHaveURL(/\/catalog\/$/);
    await expect(count(page)).toHaveText('52 products found');

    await page.goto('/gps-app/en/catalog/?package=starter-bundle');
    await expect(page.getByRole('button', { name: /^Remove filter: Bundle:/ })).toBeVisible();
    const inBundle = await foundCount(page);
    expect(inBundle).toBeGreaterThan(0);
    await expect(cards(page)).toHaveCount(Math.min(inBundle, 12));
  });

  test('show more brings the next cards of a filtered list and moves focus to them', async ({
    page,
  }) => {
    await page.goto('/gps-app/en/catalog/?type=multifunction');
    await expect(count(page)).toHaveText('13 products found');
    await expect(cards(page)).toHaveCount(12);
    await page.getByRole('button', { name: 'Show 1 more' }).click();
    await expect(cards(page)).toHaveCount(13);
    await expect(cards(page).nth(12).getByRole('link').first()).toBeFocused();
    await expect(page.getByRole('button', { name: /^Show/ })).toHaveCount(0);
  });

  test('on a phone the filters fold behind a toggle', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/gps-app/en/catalog/office/');
    const toggle = filters(page).getByRole('button', { name: 'Show filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(filters(page).getByRole('radio', { name: /^Printer/ })).toBeHidden();
    await toggle.click();
    await expect(filters(page).getByRole('button', { name: 'Hide filters' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await filters(page)
      .getByRole('radio', { name: /^Printer/ })
      .check();
    await expect(count(page)).toHaveText('5 products found');
  });

  test('the request button pre-fills the contact form with the product', async ({ page }) => {
    await page.goto('/gps-app/en/catalog/office/');
    await page.getByRole('link', { name: 'Request a quote: Colour MFP C3030' }).click();
    await expect(page).toHaveURL(/\/gps-app\/en\/contacts\/\?product=colour-mfp-c3030$/);
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(
      'Hello! Please send me a price offer for Colour MFP C3030.',
    );
  });
});
