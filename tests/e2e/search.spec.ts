import { expect, test } from '@playwright/test';

// The search runtime and index load on the first query; allow for a busy 2-core machine.
const expectSoon = expect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

test.describe('site search', () => {
  test('an English query lists the product, highlighted, and opens its page', async ({ page }) => {
    await page.goto('/gps-app/en/search/?q=colour%20mfp%20c3045');
    const results = page.getByRole('main').getByRole('listitem');
    const hit = results.filter({ hasText: 'Colour MFP C3045' }).first();
    await expectSoon(hit).toBeVisible();
    await expectSoon(hit.locator('mark').first()).toHaveText(/colour|mfp|c3045/i);
    await expectSoon(page.getByRole('main').getByRole('status')).toHaveText(
      /results? for “colour mfp c3045”/,
    );
    await hit.getByRole('link').click();
    await expectSoon(page).toHaveURL(/\/gps-app\/en\/product\/colour-mfp-c3045\/$/);
  });

  test('a Georgian query finds Georgian pages only', async ({ page }) => {
    await page.goto(`/gps-app/ka/search/?q=${encodeURIComponent('ფერადი მრავალფუნქციური')}`);
    const links = page.getByRole('main').getByRole('listitem').getByRole('link');
    await expectSoon(links.first()).toBeVisible();
    for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/gps-app\/ka\//);
    }
    await expectSoon(links.filter({ hasText: 'ფერადი მრავალფუნქციური C3045' })).toHaveCount(1);
  });

  test('a model code typed in Latin script finds the product from the Georgian site', async ({
    page,
  }) => {
    await page.goto('/gps-app/ka/search/?q=C3045');
    await expectSoon(
      page.getByRole('main').getByRole('link', { name: 'ფერადი მრავალფუნქციური C3045' }),
    ).toHaveAttribute('href', '/gps-app/ka/product/colour-mfp-c3045/');
  });

  test('categories and pages are found too', async ({ page }) => {
    await page.goto('/gps-app/en/search/?q=guillotine');
    const main = page.getByRole('main');
    await expectSoon(main.getByText('Category').first()).toBeVisible();
    await expectSoon(main.getByRole('link', { name: /Guillotine/ }).first()).toBeVisible();
  });

  test('nothing found suggests other spellings and the catalogue', async ({ page }) => {
    await page.goto('/gps-app/en/search/?q=blorp');
    await expectSoon(page.getByRole('main').getByRole('status')).toHaveText(
      'Nothing found for “blorp”',
    );
    await expectSoon(page.getByRole('main')).toContainText('for example C3045');
    await expectSoon(
      page.getByRole('main').getByRole('link', { name: 'Full catalogue' }),
    ).toBeVisible();
  });

  test('markup in the query is shown as text, never run', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => dialogs.push(dialog.message()));
    await page.goto('/gps-app/en/search/?q=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    await expectSoon(page.getByRole('main').getByRole('status')).toContainText(
      '<img src=x onerror=alert(1)>',
    );
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
    expect(dialogs).toEqual([]);
  });
});

test.describe('header search suggestions', () => {
  test('appear after two characters and follow the combobox pattern', async ({ page }) => {
    await page.goto('/gps-app/en/about/');
    const box = page.getByRole('combobox', { name: 'Search the site' });
    await box.pressSequentially('c', { delay: 50 });
    await page.waitForTimeout(400);
    await expectSoon(page.getByRole('listbox')).toBeHidden();
    await box.pressSequentially('3045', { delay: 50 });
    const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
    await expectSoon(options.first()).toContainText('C3045');
    await expectSoon(box).toHaveAttribute('aria-expanded', 'true');

    await box.press('ArrowDown');
    await expectSoon(options.first()).toHaveAttribute('aria-selected', 'true');
    const activeId = await options.first().getAttribute('id');
    await expectSoon(box).toHaveAttribute('aria-activedescendant', activeId!);
    await box.press('Escape');
    await expectSoon(box).toHaveAttribute('aria-expanded', 'false');
    await box.press('ArrowDown');
    await box.press('Enter');
    await expectSoon(page).toHaveURL(/\/gps-app\/en\/product\/colour-mfp-c3045\/$/);
  });

  test('the field sits in the search landmark and Escape closes the list, then clears it', async ({
    page,
  }) => {
    await page.goto('/gps-app/en/about/');
    const box = page
      .getByRole('banner')
      .getByRole('search')
      .getByRole('combobox', { name: 'Search the site' });
    // Phones show their search keyboard and a "search" Enter key.
    await expect(box).toHaveAttribute('inputmode', 'search');
    await expect(box).toHaveAttribute('enterkeyhint', 'search');
    await box.pressSequentially('c3045', { delay: 50 });
    await expectSoon(box).toHaveAttribute('aria-expanded', 'true');
    await box.press('Escape');
    await expectSoon(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('c3045');
    await box.press('Escape');
    await expect(box).toHaveValue('');
    await expect(box).toBeFocused();
  });

  test('Enter without choosing a suggestion opens the results page in Georgian', async ({
    page,
  }) => {
    await page.goto('/gps-app/ka/');
    const box = page.getByRole('combobox');
    await box.fill('პრინტერი');
    await box.press('Enter');
    await expectSoon(page).toHaveURL(/\/gps-app\/ka\/search\/\?q=/);
    await expectSoon(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  });
});
