import { expect, test, type Page } from '@playwright/test';
import {
  biggestCategory,
  foundText,
  liveOfferSets,
  need,
  pageSize,
  productsIn,
  siteContent,
} from './site-content';

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const count = (page: Page) => page.getByRole('main').getByRole('status');
const filters = (page: Page) => page.getByRole('region', { name: 'Filters' });
/** The number in "N products found", once the filtered list has loaded. */
async function foundCount(page: Page): Promise<number> {
  await expect(count(page)).toHaveText(/^\d+ products? found$/);
  return Number.parseInt((await count(page).textContent()) ?? '', 10);
}
const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
/** The cards of the first page show these products, in catalogue order. */
const names = (list: { name: { en: string } }[]) =>
  list.slice(0, pageSize).map((p) => literally(p.name.en));

// Expectations come from the content the export was built from (the dealer edits it).
const category = biggestCategory;
const inCategory = productsIn(category.slug);
const categoryPath = `/gps-app/en/catalog/${category.slug}/`;
const typeLabels = { printer: 'Printer', multifunction: 'Multifunction' } as const;
/** The filter type (of the two) that narrows the category most while leaving something. */
const type = need(
  (['printer', 'multifunction'] as const)
    .filter((t) => inCategory.some((p) => p.type === t))
    .sort(
      (a, b) =>
        inCategory.filter((p) => p.type === a).length -
        inCategory.filter((p) => p.type === b).length,
    )[0],
  'printer or multifunction device in the biggest category',
);
const ofType = inCategory.filter((p) => p.type === type);
const speedsOf = (list: typeof ofType, speed: string) =>
  list.filter((p) => String(p.speedPpm ?? '') === speed);
const speed = need(
  ['30', '45', '80'].find((s) => speedsOf(ofType, s).length > 0),
  'speed among the chosen type',
);
const ofSpeed = speedsOf(ofType, speed);
// A format that empties the list (so "Reset filters" shows) when the content has one.
const formats = ['A3', 'A3+', 'A4'] as const;
const format = need(
  formats.find((f) => !ofSpeed.some((p) => p.format === f)) ??
    formats.find((f) => !ofSpeed.every((p) => p.format === f)),
  'format that narrows the list further',
);
const ofFormat = ofSpeed.filter((p) => p.format === format);

test.describe('catalogue filters', () => {
  test('type, speed and format narrow the list, with counts that follow', async ({ page }) => {
    await page.goto(categoryPath);
    await expect(count(page)).toHaveText(foundText(inCategory.length));
    await expect(cards(page)).toHaveText(names(inCategory)); // the first page is in the HTML
    const panel = filters(page);

    await panel.getByRole('radio', { name: new RegExp(`^${typeLabels[type]}`) }).check();
    await expect(page).toHaveURL(new RegExp(`\\?type=${type}$`));
    await expect(count(page)).toHaveText(foundText(ofType.length));
    await expect(cards(page)).toHaveText(names(ofType));

    await panel.getByRole('radio', { name: new RegExp(`^${speed} ppm`) }).check();
    await expect(page).toHaveURL(new RegExp(`\\?type=${type}&speed=${speed}$`));
    await expect(count(page)).toHaveText(foundText(ofSpeed.length));
    await expect(cards(page).first()).toContainText(`${speed} ppm`);
    // Counts show what each option would leave alongside the other choices.
    for (const other of ['30', '45', '80'])
      await expect(
        panel.getByRole('radio', { name: `${other} ppm (${speedsOf(ofType, other).length})` }),
      ).toBeVisible();

    await panel
      .getByRole('radio', { name: new RegExp(`^${literally(format).source} \\(`) })
      .check();
    await expect(count(page)).toHaveText(foundText(ofFormat.length));
    if (ofFormat.length > 0) return; // the reset button belongs to the empty list
    await page.getByRole('button', { name: 'Reset filters' }).click();
    await expect(page).toHaveURL(new RegExp(`/catalog/${category.slug}/$`));
    await expect(count(page)).toHaveText(foundText(inCategory.length));
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
    const devices = siteContent.products.filter((p) => p.type === 'multifunction').length;
    await expect(count(page)).toHaveText(`ნაპოვნია ${devices} პროდუქტი`);
  });

  test('hostile query values fall back to all without an error', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('dialog', (dialog) => errors.push(`dialog: ${dialog.message()}`));
    await page.goto(
      `${categoryPath}?speed=abc&format=%3Cscript%3Ealert(1)%3C/script%3E&type=${'x'.repeat(10_000)}`,
    );
    await expect(count(page)).toHaveText(foundText(inCategory.length));
    await expect(filters(page).getByRole('radio', { name: /^All/ }).first()).toBeChecked();
    expect(errors).toEqual([]);
  });

  test('a category page lists only its products; the others page through', async ({ page }) => {
    const smallest = need(
      siteContent.categories.find((c) => c.slug !== category.slug && productsIn(c.slug).length),
      'second category with products',
    );
    await page.goto(`/gps-app/en/catalog/${smallest.slug}/`);
    await expect(count(page)).toHaveText(foundText(productsIn(smallest.slug).length));
    await expect(cards(page)).toHaveText(names(productsIn(smallest.slug)));

    test.skip(inCategory.length <= pageSize, 'no category has more than one page of products');
    await page.goto(categoryPath);
    await page
      .getByRole('navigation', { name: 'Catalogue pages' })
      .getByRole('link', { name: 'Next' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/catalog/${category.slug}/page/2/$`));
    await expect(cards(page)).toHaveText(names(inCategory.slice(pageSize)));
  });

  test('sale and package links narrow the list with a removable chip', async ({ page }) => {
    const sale = liveOfferSets.find((o) => o.type !== 'bundle');
    const bundle = liveOfferSets.find((o) => o.type === 'bundle');
    test.skip(!sale || !bundle, 'the content has no running sale and bundle with products');
    await page.goto(`/gps-app/en/catalog/?sale=${sale!.id}`);
    const chip = page.getByRole('button', { name: `Remove filter: On sale: ${sale!.title.en}` });
    await expect(chip).toBeVisible();
    // The chip shows at once; the cards follow when the catalogue's JSON has loaded.
    const onSale = siteContent.products.filter((p) => sale!.products.includes(p.id));
    expect(await foundCount(page)).toBe(onSale.length);
    await expect(cards(page)).toHaveText(names(onSale));
    await chip.click();
    await expect(page).toHaveURL(/\/catalog\/$/);
    await expect(count(page)).toHaveText(foundText(siteContent.products.length));

    await page.goto(`/gps-app/en/catalog/?package=${bundle!.id}`);
    await expect(
      page.getByRole('button', { name: `Remove filter: Bundle: ${bundle!.title.en}` }),
    ).toBeVisible();
    const inBundle = siteContent.products.filter((p) => bundle!.products.includes(p.id));
    expect(await foundCount(page)).toBe(inBundle.length);
    await expect(cards(page)).toHaveText(names(inBundle));
  });

  test('show more brings the next cards of a filtered list and moves focus to them', async ({
    page,
  }) => {
    const devices = siteContent.products.filter((p) => p.type === 'multifunction');
    test.skip(devices.length <= pageSize, 'one page holds every multifunction device');
    await page.goto('/gps-app/en/catalog/?type=multifunction');
    await expect(count(page)).toHaveText(foundText(devices.length));
    await expect(cards(page)).toHaveCount(pageSize);
    const more = Math.min(devices.length - pageSize, pageSize);
    await page.getByRole('button', { name: `Show ${more} more` }).click();
    await expect(cards(page)).toHaveCount(pageSize + more);
    await expect(cards(page).nth(pageSize).getByRole('link').first()).toBeFocused();
    if (devices.length <= 2 * pageSize)
      await expect(page.getByRole('button', { name: /^Show/ })).toHaveCount(0);
  });

  test('on a phone the filters fold behind a toggle', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(categoryPath);
    const toggle = filters(page).getByRole('button', { name: 'Show filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const radio = filters(page).getByRole('radio', { name: new RegExp(`^${typeLabels[type]}`) });
    await expect(radio).toBeHidden();
    await toggle.click();
    await expect(filters(page).getByRole('button', { name: 'Hide filters' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await radio.check();
    await expect(count(page)).toHaveText(foundText(ofType.length));
  });

  test('the request button pre-fills the contact form with the product', async ({ page }) => {
    const product = need(inCategory[0], 'product');
    await page.goto(categoryPath);
    await page.getByRole('link', { name: `Request a quote: ${product.name.en}` }).click();
    await expect(page).toHaveURL(new RegExp(`/gps-app/en/contacts/\\?product=${product.id}$`));
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(
      `Hello! Please send me a price offer for ${product.name.en}.`,
    );
  });
});
