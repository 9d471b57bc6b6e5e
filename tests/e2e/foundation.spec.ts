import { expect, test } from './fixtures';
import en from '../../messages/en.json';
import { headings, locales, staticRoutes, titles } from './routes';
import {
  biggestCategory,
  facetLegend,
  facetsOf,
  need,
  optionText,
  siteContent,
} from './site-content';

test.describe('routes', () => {
  for (const locale of locales) {
    // One test per language, a step per page: the pages share nothing a fresh context would reset.
    test(`every page of the menu renders in ${locale}`, async ({ page }) => {
      for (const route of staticRoutes) {
        await test.step(`/${locale}/${route}`, async () => {
          const response = await page.goto(`/gps-app/${locale}/${route}`);
          expect(response?.status()).toBe(200);
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(
            headings[route]![locale],
          );
          await expect(page).toHaveTitle(titles[route]![locale]);
          await expect(page.getByRole('banner')).toBeVisible();
          await expect(page.getByRole('contentinfo')).toBeVisible();
        });
      }
    });

    test(`category and product pages exist in ${locale}`, async ({ page }) => {
      await page.goto(`/gps-app/${locale}/catalog/${biggestCategory.slug}/`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        biggestCategory.name[locale],
      );
      // A card's picture and name are its link to the product.
      const firstProduct = page
        .getByRole('main')
        .locator(`a[href^="/gps-app/${locale}/product/"]`)
        .first();
      const href = await firstProduct.getAttribute('href');
      expect(href).toMatch(new RegExp(`^/gps-app/${locale}/product/[a-z0-9-]+/$`));
      await firstProduct.click();
      await expect(page).toHaveURL(new RegExp(`/gps-app/${locale}/product/`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
    });
  }

  test('the bare root is the Georgian home page with real content', async ({ page, request }) => {
    const html = await (await request.get('/gps-app/')).text();
    expect(html).toContain('<html lang="ka"');
    expect(html).toContain('საბეჭდი და საოფისე ტექნიკა თბილისში');
    await page.goto('/gps-app/');
    await expect(page).toHaveURL(/\/gps-app\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/საბეჭდი და საოფისე ტექნიკა/);
  });

  test('every link the site renders carries the language prefix', async ({ page }) => {
    for (const path of ['/gps-app/', '/gps-app/en/catalog/']) {
      await page.goto(path);
      const hrefs = await page
        .locator('a[href^="/"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs.length).toBeGreaterThan(10);
      for (const href of hrefs) expect(href).toMatch(/^\/gps-app\/(ka|en)\/|^\/gps-app\/?$/);
    }
  });
});

test.describe('root language choice', () => {
  test('a browser that prefers English is sent to /en/', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/gps-app/');
    await expect(page).toHaveURL(/\/gps-app\/en\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });

  test('a Georgian browser stays on the Georgian root', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ka-GE' });
    const page = await context.newPage();
    await page.goto('/gps-app/');
    await page.waitForLoadState('load');
    await expect(page).toHaveURL(/\/gps-app\/$/);
    await context.close();
  });

  test('a stored choice wins over the browser language, and switching stores it', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'ka-GE' });
    const page = await context.newPage();
    // A page of its own context: the switch stores the choice once its island has hydrated.
    const hydrated = () => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.goto('/gps-app/ka/about/');
    await hydrated();
    await page.getByRole('link', { name: /EN/ }).click();
    await expect(page).toHaveURL(/\/gps-app\/en\/about\/$/);
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
    await page.goto('/gps-app/');
    await expect(page).toHaveURL(/\/gps-app\/en\/$/);

    await hydrated();
    await page.getByRole('link', { name: /GE/ }).click();
    await expect(page).toHaveURL(/\/gps-app\/ka\/$/);
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ka');
    await page.goto('/gps-app/');
    await page.waitForLoadState('load');
    await expect(page).toHaveURL(/\/gps-app\/$/);
    await context.close();
  });
});

test.describe('language switch', () => {
  test('keeps the path and the query', async ({ page }) => {
    await page.goto(`/gps-app/ka/catalog/${biggestCategory.slug}/?type=printer&speed=45`);
    await page.getByRole('link', { name: /EN/ }).click();
    await expect(page).toHaveURL(
      new RegExp(`/gps-app/en/catalog/${biggestCategory.slug}/\\?type=printer&speed=45$`),
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The heading says what is shown: the chosen type, in the new language.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      en.CatalogBrowser.typeTitles.printer,
    );
  });

  test('follows filters chosen on the page, not only those it was loaded with', async ({
    page,
  }) => {
    // A category and one of its filter options, from the content the export was built from.
    const [slug, facet] = need(
      siteContent.categories
        .map((c) => [c.slug, facetsOf(c.slug)[0]] as const)
        .find(([, f]) => f !== undefined),
      'category with a filter',
    );
    const option = need(facet?.options[0], 'filter option');
    const key = need(facet?.key, 'filter');
    await page.goto(`/gps-app/en/catalog/${slug}/`);
    const panel = page.getByRole('region', { name: 'Filters' });
    await panel
      .getByRole('group', { name: facetLegend(key, 'en') })
      .getByRole('checkbox', {
        name: `${optionText(key, option, 'en')} (${option.count})`,
        exact: true,
      })
      .check();
    const query = `?${key}=${encodeURIComponent(option.value)}`;
    await expect(page).toHaveURL(`/gps-app/en/catalog/${slug}/${query}`);
    const toGeorgian = page.getByRole('link', { name: /GE/ });
    await expect(toGeorgian).toHaveAttribute('href', `/gps-app/ka/catalog/${slug}/${query}`);
    await toGeorgian.click();
    await expect(page).toHaveURL(`/gps-app/ka/catalog/${slug}/${query}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ka');
    await expect(
      page
        .getByRole('region', { name: 'ფილტრები' })
        .getByRole('group', { name: facetLegend(key, 'ka') })
        .getByRole('checkbox', {
          name: `${optionText(key, option, 'ka')} (${option.count})`,
          exact: true,
        }),
    ).toBeChecked();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      `ნაპოვნია ${option.count} პროდუქტი`,
    );
  });

  test('keeps the scroll position; other navigation starts at the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/gps-app/en/catalog/');
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.waitForFunction(() => window.scrollY >= 890);
    // Activate the link where it is (a real click would first scroll the header into view).
    await page.getByRole('link', { name: /GE/ }).evaluate((link: HTMLElement) => link.click());
    await expect(page).toHaveURL(/\/gps-app\/ka\/catalog\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ka');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);

    await page.getByRole('contentinfo').getByRole('link', { name: 'სერვისები' }).click();
    await expect(page).toHaveURL(/\/gps-app\/ka\/services\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('unknown and legacy paths', () => {
  test('an unknown path lands on the root', async ({ page }) => {
    const response = await page.request.get('/gps-app/no/such/page/');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('http-equiv="refresh"');
    expect(html).toContain('გვერდი ვერ მოიძებნა');
    expect(html).toContain('Page not found');
    await page.goto('/gps-app/no/such/page/');
    // The root, carrying the dead path's last segment for the not-found notice.
    await expect(page).toHaveURL(/\/gps-app\/\?notfound=page$/);
  });

  test('an unknown path lands on the root without JavaScript too', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/gps-app/does-not-exist');
    await expect(page).toHaveURL(/\/gps-app\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/საბეჭდი და საოფისე ტექნიკა/);
    await context.close();
  });

  test('legacy unprefixed paths redirect to the Georgian page with the query', async ({ page }) => {
    await page.goto('/gps-app/catalog/office');
    await expect(page).toHaveURL(/\/gps-app\/ka\/catalog\/office\/$/);
    await page.goto('/gps-app/services');
    await expect(page).toHaveURL(/\/gps-app\/ka\/services\/$/);
    await page.goto('/gps-app/contacts?type=bulk-order');
    await expect(page).toHaveURL(/\/gps-app\/ka\/contacts\/\?type=bulk-order$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('კონტაქტი');
  });
});
