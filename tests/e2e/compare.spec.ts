import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { biggestCategory, productPath, productsIn, siteContent } from './site-content';
import { useTheme } from './quality';
import { lineBreaks } from './line-breaks';

// Compare: chosen on cards and product pages, shown side by side on /compare/.
const three = productsIn(biggestCategory.slug).slice(0, 3);
const five = siteContent.products.slice(0, 5);

test.skip(
  three.length < 3 || five.length < 5,
  'needs three products in a category and five in all',
);

/** Specification keys whose values differ among the products (as the table should mark). */
const differingKeys = (products: typeof three) => {
  const keys = new Set(products.flatMap((p) => p.specifications.map((s) => s.key)));
  return [...keys].filter((key) => {
    const values = products.map(
      (p) =>
        p.specifications
          .find((s) => s.key === key)
          ?.value.en.trim()
          .replace(/\s+/g, ' ')
          .toLowerCase() ?? null,
    );
    return values.some((value) => value !== values[0]);
  });
};

test('compare three products from the catalogue, then only the differences', async ({ page }) => {
  await page.goto(`/gps-app/en/catalog/${biggestCategory.slug}/`);
  await expect(page.locator('html.js')).toHaveCount(1);
  for (const product of three)
    await page.getByRole('button', { name: `Compare: ${product.name.en}` }).click();
  await expect(page.getByRole('button', { name: `Compare: ${three[0]!.name.en}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const bar = page.getByRole('complementary', { name: 'Compare (3 of 4)' });
  for (const product of three) await expect(bar.getByText(product.name.en)).toBeVisible();
  await bar.getByRole('link', { name: 'Compare now' }).click();
  await expect(page).toHaveURL(new RegExp(`/compare/\\?ids=${three.map((p) => p.id).join(',')}$`));
  const table = page.getByRole('table', { name: 'Comparison of 3 products' });
  await expect(table).toBeVisible();
  for (const product of three)
    await expect(table.getByRole('link', { name: product.name.en })).toBeVisible();
  const allKeys = new Set(three.flatMap((p) => p.specifications.map((s) => s.key)));
  await expect(table.locator('tbody tr')).toHaveCount(allKeys.size);
  // A product without a value shows a dash, never a blank cell.
  for (const cell of await table.locator('tbody td').all())
    expect((await cell.textContent())?.trim()).not.toBe('');

  await page.getByRole('switch', { name: 'Show only differences' }).check();
  await expect(table.locator('tbody tr')).toHaveCount(differingKeys(three).length);
  await expect(table.locator('tbody th')).toContainText(
    differingKeys(three).map(() => '(differs)'),
  );
});

test('a fifth product asks which one to replace; the link is kept in the address', async ({
  page,
}) => {
  await page.goto(
    `/gps-app/en/compare/?ids=${five
      .slice(0, 4)
      .map((p) => p.id)
      .join(',')}`,
  );
  await expect(page.getByRole('table')).toBeVisible();
  await page.goto(productPath('en', five[4]!));
  await page.getByRole('button', { name: `Compare: ${five[4]!.name.en}` }).click();
  // The compare page (opened with ?add=) asks; its address then shows the four compared.
  await expect(page).toHaveURL(/\/en\/compare\//);
  await expect(page.getByText(`Which one should ${five[4]!.name.en} replace?`)).toBeVisible();
  await page.getByRole('button', { name: `Replace ${five[1]!.name.en}` }).click();
  const ids = [five[0], five[4], five[2], five[3]].map((p) => p!.id).join(',');
  await expect(page).toHaveURL(new RegExp(`/compare/\\?ids=${ids}$`));
  await expect(page.getByRole('link', { name: five[1]!.name.en })).toHaveCount(0);
});

test('unknown ids and more than four are explained; an empty list says how to add', async ({
  page,
}) => {
  const ids = [...five.map((p) => p.id).slice(0, 3), 'no-such-product', five[3]!.id, five[4]!.id];
  await page.goto(`/gps-app/ka/compare/?ids=${ids.join(',')}`);
  await expect(page.getByText(/კატალოგში ვერ მოიძებნა.*no-such-product/)).toBeVisible();
  await expect(page.getByText(/მაქსიმუმ 4 პროდუქტის/)).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await page.getByRole('button', { name: 'შედარების გასუფთავება' }).click();
  await expect(page.getByText(/შესადარებელი ჯერ არაფერია/)).toBeVisible();
});

test.describe('a failed load keeps the comparison (issue 29 item 5)', () => {
  const two = five.slice(0, 2);
  const stored = (page: import('@playwright/test').Page) =>
    page.evaluate(() => JSON.parse(localStorage.getItem('compare-list') ?? 'null') as unknown);

  for (const [failure, answer] of [
    ['the product pages answer 503', { status: 503, body: 'Service Unavailable' }],
    ['the browser is offline', null],
  ] as const) {
    test(`when ${failure}, the list survives and a retry loads it`, async ({ page }) => {
      await page.goto('/gps-app/en/');
      await page.evaluate(
        (ids) => localStorage.setItem('compare-list', JSON.stringify(ids)),
        two.map((p) => p.id),
      );
      await page.route('**/gps-app/en/product/**', (route) =>
        answer ? route.fulfill(answer) : route.abort('internetdisconnected'),
      );
      await page.goto('/gps-app/en/compare/');
      await expect(page.getByText(/2 products could not be loaded/)).toBeVisible();
      await expect(page.getByText(/not found in the catalogue/)).toHaveCount(0);
      expect(await stored(page)).toEqual(two.map((p) => p.id));

      await page.unrouteAll();
      await page.getByRole('button', { name: 'Try again' }).click();
      const table = page.getByRole('table', { name: 'Comparison of 2 products' });
      for (const product of two)
        await expect(table.getByRole('link', { name: product.name.en })).toBeVisible();
      expect(await stored(page)).toEqual(two.map((p) => p.id));
    });
  }

  test('a product the catalogue really lacks (404) is still left out', async ({ page }) => {
    await page.goto(`/gps-app/en/compare/?ids=${two[0]!.id},no-such-product`);
    await expect(page.getByText(/not found in the catalogue.*no-such-product/)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Comparison of 1 product' })).toBeVisible();
    expect(await stored(page)).toEqual([two[0]!.id]);
  });
});

test('"Copy link" refused by the clipboard offers the link to copy (item 14)', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
    });
  });
  const ids = five.slice(0, 2).map((p) => p.id);
  await page.goto(`/gps-app/en/compare/?ids=${ids.join(',')}`);
  await page.getByRole('button', { name: 'Copy link' }).click();
  const field = page.getByRole('textbox', { name: 'Copy this link:' });
  await expect(field).toBeVisible();
  await expect(field).toHaveValue(new RegExp(`/gps-app/en/compare/\\?ids=${ids.join(',')}$`));
});

test.describe('accessibility', () => {
  for (const theme of ['light', 'dark'] as const)
    for (const width of [375, 1280])
      test(`axe finds nothing in ${theme} at ${width} px`, async ({ page }) => {
        await useTheme(page, theme);
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/gps-app/ka/compare/?ids=${three.map((p) => p.id).join(',')}`);
        await expect(page.getByRole('table')).toBeVisible();
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
      });

  test('on a phone the table scrolls sideways inside its box, row labels stay in view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/gps-app/en/compare/?ids=${three.map((p) => p.id).join(',')}`);
    const region = page.getByRole('region', { name: 'Comparison of 3 products' });
    await expect(region).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    const label = page.locator('tbody th').first();
    const before = await label.boundingBox();
    await region.evaluate((el) => (el.scrollLeft = 400));
    expect((await label.boundingBox())?.x).toBe(before?.x);
  });

  test('on a phone the Georgian label column breaks no word', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/gps-app/ka/compare/?ids=${three.map((p) => p.id).join(',')}`);
    await expect(page.locator('tbody th').first()).toBeVisible();
    const { words } = await page.evaluate(lineBreaks, 'thead th:first-child, tbody th');
    expect(words).toEqual([]);
  });

  for (const locale of ['ka', 'en'] as const)
    test(`on a phone the table breaks no word and no button label (${locale})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(`/gps-app/${locale}/compare/?ids=${three.map((p) => p.id).join(',')}`);
      await expect(page.locator('thead th').nth(1)).toBeVisible();
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      expect(await page.evaluate(lineBreaks, 'table')).toEqual({ words: [], buttons: [] });
      // Listed, the quote button says "Remove from list": one line too.
      await page
        .locator('thead th')
        .nth(1)
        .getByRole('button', { name: locale === 'en' ? /^Add to quote list/ : /^მოთხოვნის სიაში/ })
        .click();
      await expect(page.locator('thead th').nth(1).getByRole('status')).not.toBeEmpty();
      expect(await page.evaluate(lineBreaks, 'thead th')).toEqual({ words: [], buttons: [] });
      // The page itself stays phone-wide: the table scrolls inside its box instead.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
    });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the compare page explains itself and the toggles are hidden', async ({ page }) => {
    await page.goto('/gps-app/en/compare/');
    await expect(page.getByText(/needs JavaScript/)).toBeVisible();
    await expect(page.getByText('Loading the comparison…')).toBeHidden();
    await page.goto(productPath('en', three[0]!));
    await expect(page.getByRole('button', { name: /^Compare/ })).toBeHidden();
  });
});
