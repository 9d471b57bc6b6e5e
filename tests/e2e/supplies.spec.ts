import { expect, test } from './fixtures';
import en from '../../messages/en.json';
import ka from '../../messages/ka.json';
import { devicesFor, matchesDevice, suppliesFor, supplyFinder } from '../../lib/supplies';
import { holdScripts } from './contact-page';
import { need, productPath, siteContent } from './site-content';

// Supplies by device model, expected from the content the export was built
// with: any device with supplies, any supply with devices, never a fixed id.
const { products } = siteContent;
const entries = supplyFinder(products);
const entry = need(entries[0], 'device with supplies');
const device = entry.device;
const supply = need(
  products.find((p) => devicesFor(products, p).length > 0),
  'supply that names its devices',
);
const modelCode = (name: string) => /\b[A-Z]+\d{3,}\b/.exec(name)?.[0];
const coded = need(
  entries.find((e) => modelCode(e.device.name.en)),
  'device with a model code in its name',
);
const code = modelCode(coded.device.name.en)!;
const texts = (p: (typeof products)[number]) => [p.name.ka, p.name.en, p.id];

test.describe('supplies by device', () => {
  test("a device's page lists the supplies that fit it, in both languages", async ({ page }) => {
    for (const [locale, messages] of [
      ['en', en],
      ['ka', ka],
    ] as const) {
      await page.goto(productPath(locale, device));
      const heading = messages.DeviceSupplies.suppliesHeading.replace(
        '{name}',
        device.name[locale],
      );
      const section = page.getByRole('region', { name: heading });
      for (const item of entry.supplies)
        await expect(section.getByRole('link', { name: item.name[locale] })).toHaveAttribute(
          'href',
          productPath(locale, item),
        );
      await expect(section.getByRole('listitem')).toHaveCount(entry.supplies.length);
    }
  });

  test("a supply's page lists the devices it fits", async ({ page }) => {
    await page.goto(productPath('en', supply));
    const section = page.getByRole('region', { name: en.DeviceSupplies.devicesHeading });
    for (const item of devicesFor(products, supply))
      await expect(section.getByRole('link', { name: item.name.en })).toBeVisible();
  });

  test('the finder narrows the list to the typed model, and a shared ?model= link opens it', async ({
    page,
  }) => {
    await page.goto('/gps-app/en/supplies/');
    const list = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(list).toHaveCount(entries.length);
    const field = page.getByLabel(en.SuppliesFinder.field);
    // Typed as a visitor might read it off a label: lower case, a space in the code.
    await field.fill(`${code.slice(0, 1).toLowerCase()} ${code.slice(1)}`);
    const matching = entries.filter((e) => matchesDevice(code, texts(e.device)));
    await expect(list.filter({ visible: true })).toHaveCount(matching.length);
    await expect(page.getByRole('heading', { name: coded.device.name.en })).toBeVisible();
    for (const item of coded.supplies)
      await expect(page.getByRole('link', { name: item.name.en }).first()).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(
      `${matching.length} of ${entries.length} ${entries.length === 1 ? 'device' : 'devices'}`,
    );

    await page.goto(`/gps-app/ka/supplies/?model=${encodeURIComponent(code)}`);
    await expect(page.getByLabel(ka.SuppliesFinder.field)).toHaveValue(code);
    await expect(
      page.getByRole('main').getByRole('heading', { level: 2 }).filter({ visible: true }),
    ).toHaveCount(matching.length);
  });

  test('a model typed before the scripts arrive narrows the list once they do', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/gps-app/en/supplies/?model=nothing-like-it', {
      waitUntil: 'domcontentloaded',
    });
    await page.getByLabel(en.SuppliesFinder.field).fill(code);
    release();
    const matching = entries.filter((e) => matchesDevice(code, texts(e.device)));
    // What was typed wins over the link's ?model=.
    await expect(
      page.getByRole('main').getByRole('heading', { level: 2 }).filter({ visible: true }),
    ).toHaveCount(matching.length, { timeout: 15_000 });
    await expect(page.getByLabel(en.SuppliesFinder.field)).toHaveValue(code);
  });

  test('a model nothing matches says so, and markup in it is only text', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => dialogs.push(dialog.message()));
    const query = '<img src=x onerror=alert(1)>';
    await page.goto(`/gps-app/en/supplies/?model=${encodeURIComponent(query)}`);
    await expect(page.getByRole('status')).toHaveText(
      en.SuppliesFinder.none.replace('{query}', query),
    );
    await expect(
      page.getByRole('main').getByRole('heading', { level: 2 }).filter({ visible: true }),
    ).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test('without JavaScript the finder lists every device with its supplies', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/gps-app/ka/supplies/');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(
      entries.length,
    );
    await expect(page.getByLabel(ka.SuppliesFinder.field)).toBeHidden();
    const last = entries.at(-1)!;
    await expect(page.getByRole('link', { name: last.device.name.ka }).first()).toBeVisible();
    expect(suppliesFor(products, last.device.id).length).toBeGreaterThan(0);
    await context.close();
  });

  test('the home deals box, the footer, the services page and a supplies category link to the finder', async ({
    page,
  }) => {
    await page.goto('/gps-app/ka/');
    await page
      .getByRole('complementary')
      .getByRole('link', { name: ka.HeroSection.suppliesFinderLink })
      .click();
    await expect(page).toHaveURL(/\/gps-app\/ka\/supplies\/$/);
    await page.goto('/gps-app/en/services/');
    await page.getByRole('link', { name: en.ServicesPage.suppliesFinder }).click();
    await expect(page).toHaveURL(/\/gps-app\/en\/supplies\/$/);
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: en.Footer.supplies }),
    ).toBeVisible();
    const category = need(
      siteContent.categories.find((c) =>
        products.some((p) => p.categories.includes(c.slug) && p.compatibleWith.length > 0),
      ),
      'category with supplies',
    );
    await page.goto(`/gps-app/en/catalog/${category.slug}/`);
    await expect(page.getByRole('link', { name: en.CatalogPage.suppliesFinder })).toBeVisible();
  });
});
