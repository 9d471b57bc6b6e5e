import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { sidebarCategories } from '../../components/home/sidebarCategories';
import { derivedFilters } from './facet-oracle';
import {
  facetLegend,
  facetsOf,
  foundText,
  messages,
  need,
  optionText,
  productPath,
  productsIn,
  siteContent,
  valuesOf,
} from './site-content';

// Issue 41, finding things: the derived filters (several options at once), every category one
// step from home, supplies filed under supplies, the compare hint on phones, the search field
// keeping its query, the sale badge off the photo, a quote list the browser cannot keep, and the
// order banner's promise. Everything expected is read from the content and messages.
const { categories, products } = siteContent;
const en = messages.en as unknown as Record<string, Record<string, string>>;
const ka = messages.ka as unknown as Record<string, Record<string, string>>;
const widths = [375, 1280] as const;
const filters = (page: Page) => page.getByRole('region', { name: 'Filters' });
const count = (page: Page) => page.getByRole('main').getByRole('status');

/** A category and a derived filter of it with two or more options (colour and mono, say). */
const derivedChoice = (() => {
  for (const category of categories)
    for (const facet of facetsOf(category.slug))
      if ((derivedFilters as readonly string[]).includes(facet.key) && facet.options.length > 1)
        return { category, facet };
  return undefined;
})();

test.describe('derived filters, several options of one', () => {
  for (const width of widths)
    test(`at ${width} px two ticked options show products with either, in the URL`, async ({
      page,
    }) => {
      test.skip(!derivedChoice, 'no category has a derived filter with two options');
      const { category, facet } = derivedChoice!;
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/gps-app/en/catalog/${category.slug}/`);
      await expect(page.locator('html.js')).toHaveCount(1);
      const panel = filters(page);
      if (width < 768) await panel.getByRole('button', { name: 'Show filters' }).click();
      const group = panel.getByRole('group', { name: facetLegend(facet.key, 'en') });
      const [a, b] = [facet.options[0]!, facet.options[1]!];
      const box = (option: typeof a) =>
        group.getByRole('checkbox', {
          name: new RegExp(
            `^${optionText(facet.key, option, 'en').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`,
          ),
        });
      await expect(async () => {
        await box(a).check();
        await expect(page).toHaveURL(new RegExp(`\\?${facet.key}=${a.value}$`), { timeout: 1000 });
      }).toPass();
      await box(b).check();
      await expect(box(a)).toBeChecked();
      await expect(box(b)).toBeChecked();
      await expect(page).toHaveURL(
        new RegExp(`\\?${facet.key}=${a.value}&${facet.key}=${b.value}$`),
      );
      const either = productsIn(category.slug).filter((p) => {
        const values = valuesOf(p, facet.key);
        return values.includes(a.value) || values.includes(b.value);
      });
      await expect(count(page)).toHaveText(foundText(either.length));
      // "All" unticks both.
      await group.getByRole('checkbox', { name: /^All/ }).check();
      await expect(page).toHaveURL(new RegExp(`/catalog/${category.slug}/$`));
    });

  test('a shared link with two options of a filter opens with both ticked', async ({ page }) => {
    test.skip(!derivedChoice, 'no category has a derived filter with two options');
    const { category, facet } = derivedChoice!;
    const [a, b] = [facet.options[0]!, facet.options[1]!];
    await page.goto(
      `/gps-app/ka/catalog/${category.slug}/?${facet.key}=${a.value}&${facet.key}=${b.value}`,
    );
    const group = page
      .getByRole('region', { name: ka.CatalogBrowser!.filtersHeading! })
      .getByRole('group', { name: facetLegend(facet.key, 'ka') });
    for (const option of [a, b])
      await expect(
        group.getByRole('checkbox', {
          name: new RegExp(`^${optionText(facet.key, option, 'ka')} \\(`),
        }),
      ).toBeChecked();
  });
});

test('every category with products is one step from the home page', async ({ page }) => {
  await page.goto('/gps-app/en/');
  const hrefs = await page
    .getByRole('main')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  for (const category of categories.filter((c) => productsIn(c.slug).length > 0))
    expect(hrefs, category.slug).toContain(`/gps-app/en/catalog/${category.slug}/`);
  // The sidebar lists them by the same rule the content states (kinds with products, and the marked).
  await expect(page.getByRole('navigation', { name: 'Catalogue' }).getByRole('link')).toHaveText(
    sidebarCategories(categories, products).map((c) => c.name.en),
  );
});

test('a supply listed under a segment is filed under its kind in the breadcrumb and search', async ({
  page,
}) => {
  const bySlug = new Map(categories.map((c) => [c.slug, c]));
  const supply = products.find(
    (p) =>
      p.type === 'supply' &&
      bySlug.get(p.categories[0] ?? '')?.group === 'segment' &&
      p.categories.some((slug) => bySlug.get(slug)?.group === 'kind'),
  );
  test.skip(!supply, 'no supply is listed under a segment first');
  const kind = need(
    supply!.categories.map((slug) => bySlug.get(slug)).find((c) => c?.group === 'kind'),
    'kind category',
  );
  await page.goto(productPath('en', supply!));
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link');
  await expect(crumbs.nth(2)).toHaveText(kind.name.en);
  await expect(crumbs.nth(2)).toHaveAttribute('href', `/gps-app/en/catalog/${kind.slug}/`);
  // The search result's "Product · {category}" reads this attribute.
  await expect(page.locator('[data-search-category]')).toHaveAttribute(
    'data-search-category',
    kind.name.en,
  );
});

test.describe('compare on a phone', () => {
  const two = productsIn(need(categories[0], 'category').slug).slice(0, 2);
  test.skip(two.length < 2, 'needs two products in a category');

  for (const width of widths)
    test(`at ${width} px the sideways hint shows on phones only`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.addInitScript(
        (ids) => localStorage.setItem('compare-list', JSON.stringify(ids)),
        two.map((p) => p.id),
      );
      await page.goto('/gps-app/en/compare/');
      const hint = page.getByText(`Swipe the table sideways to see all ${two.length} products`);
      if (width < 768) {
        await expect(hint).toBeVisible();
        // The table is wider than its box: the hint is not a false promise.
        const scroller = page.getByRole('region', { name: /^Comparison of/ });
        expect(await scroller.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
      } else await expect(hint).toBeHidden();
    });
});

for (const width of widths)
  test(`at ${width} px the header search field keeps the query on the results page`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const query = need(products[0], 'product').name.en.split(' ')[0]!;
    await page.goto(`/gps-app/en/search/?q=${encodeURIComponent(query)}`);
    await expect(page.locator('html.js')).toHaveCount(1);
    await expect(page.getByRole('banner').locator('input[name="q"]')).toHaveValue(query);
    // Elsewhere it starts empty.
    await page.goto('/gps-app/en/contacts/');
    await expect(page.locator('html.js')).toHaveCount(1);
    await expect(page.getByRole('banner').locator('input[name="q"]')).toHaveValue('');
  });

test('on a two-column phone card the sale badge does not cover the photo', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/gps-app/en/catalog/?sale=all');
  const card = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.locator('picture, img') })
    .filter({ hasText: /−\d+%/ })
    .first();
  test.skip((await card.count()) === 0, 'no product with a picture is on sale');
  const photo = await card.locator('img').first().boundingBox();
  const badge = await card
    .getByText(/^−\d+%/)
    .first()
    .boundingBox();
  expect(photo && badge).toBeTruthy();
  const overlap =
    badge!.x < photo!.x + photo!.width &&
    badge!.x + badge!.width > photo!.x &&
    badge!.y < photo!.y + photo!.height &&
    badge!.y + badge!.height > photo!.y;
  expect(overlap).toBe(false);
});

for (const width of widths)
  test(`at ${width} px a quote list the browser cannot keep is said, not ticked`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    // Storage full: every write is refused, as a browser over its quota does.
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('full', 'QuotaExceededError');
      };
    });
    const product = need(products.find((p) => p.type !== 'supply') ?? products[0], 'product');
    await page.goto(productPath('en', product));
    // On a phone the action bar holds a second quote button: the first is the page's own.
    await page
      .getByRole('button', { name: `Add to quote list: ${product.name.en}` })
      .first()
      .click();
    const status = page.locator('[data-not-kept]').first();
    // The warning names the product page's link by that link's own words.
    await expect(status).toHaveText(
      en.ListToggles!.notKept!.replace('{ask}', en.ProductDetail!.requestQuote!),
    );
    await expect(status).toBeVisible();
    await expect(page.getByText(en.ListToggles!.inList!, { exact: true })).toHaveCount(0);
    // Kept for the page: the buttons now remove it, and each of them says it is not kept.
    const remove = page.getByRole('button', { name: `Remove from list: ${product.name.en}` });
    await expect(remove.first()).toBeVisible();
    await expect(page.locator('[data-not-kept]').filter({ visible: true })).toHaveCount(
      await remove.count(),
    );
  });

test('the order banner promises a quote in minutes, in both languages', async ({ page }) => {
  for (const [locale, text] of [
    ['en', en.OrderBanner!.heading!],
    ['ka', ka.OrderBanner!.heading!],
  ] as const) {
    await page.goto(`/gps-app/${locale}/`);
    await expect(page.getByRole('region', { name: text })).toBeVisible();
  }
  expect(en.OrderBanner!.heading).not.toMatch(/order online/i);
});
