import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import en from '../../messages/en.json';
import ka from '../../messages/ka.json';
import { findTextOverflow } from './text-overflow';
import { base } from './out-pages';
import { productPath, siteContent } from './site-content';

// Everything expected comes from content/rental.yaml, the products marked rentable and the
// services' rental card: never a fixed plan, price or product.
const { rental, products, services } = siteContent;
const messages = { ka, en } as const;
const rentable = products.filter((product) => product.rentable);
const notRentable = products.find((product) => !product.rentable);
const rentalCard = services.find((service) => service.icon === 'rental');
const rentalPath = (locale: 'ka' | 'en') => `${base}/${locale}/rental/`;
const expectSoon = expect.configure({ timeout: 15_000 });

/** "₾290" / "290 ₾": the lari amount in the page language's own grouping. */
const lari = (amount: number, locale: 'ka' | 'en') =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'GEL',
    currencyDisplay: 'narrowSymbol',
    useGrouping: 'always',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
const digits = (text: string) => text.replace(/\D/g, '');

async function expectPlans(page: Page, locale: 'ka' | 'en') {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(
    messages[locale].RentalPage.title,
  );
  for (const plan of rental.plans) {
    const card = main.locator(`#plan-${plan.id}`);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(plan.name[locale]);
    const text = (await card.textContent()) ?? '';
    if (plan.monthlyPrice === undefined)
      expect(text).toContain(messages[locale].RentalPage.onRequest);
    else expect(digits(text)).toContain(digits(lari(plan.monthlyPrice, locale)));
    expect(text).toContain('₾');
    expect(digits(text)).toContain(String(plan.pagesIncluded));
    expect(digits(text)).toContain(String(plan.minimumMonths));
  }
}

test.describe('the rental page', () => {
  for (const locale of ['ka', 'en'] as const)
    test(`shows every plan from the content, prices in lari (${locale})`, async ({ page }) => {
      await page.goto(rentalPath(locale));
      await expectPlans(page, locale);
      for (const product of rentable)
        await expect(
          page.getByRole('main').getByRole('link', { name: product.name[locale], exact: true }),
        ).toHaveAttribute('href', productPath(locale, product));
    });

  test('each plan asks about itself on the contact form, rental topic chosen', async ({ page }) => {
    const plan = rental.plans[0]!;
    await page.goto(rentalPath('en'));
    await page.getByRole('link', { name: `Ask about the ${plan.name.en} plan` }).click();
    await expect(page).toHaveURL(
      new RegExp(`/en/contacts/\\?type=rental&plan=${plan.id}#contact-form$`),
    );
    await expect(page.locator('main form[novalidate]')).toHaveCount(1, { timeout: 15_000 });
    await expect(page.getByLabel('Topic')).toHaveValue('rental');
    await expect(page.getByRole('textbox', { name: /^Message/ })).toHaveValue(
      new RegExp(plan.name.en),
    );
  });

  for (const width of [375, 1280])
    test(`reads whole at ${width} px, in Georgian`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(rentalPath('ka'));
      await expectPlans(page, 'ka');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      expect(await page.evaluate(findTextOverflow, 1)).toEqual([]);
    });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the plans and the links to ask are there', async ({ page }) => {
      await page.goto(rentalPath('ka'));
      await expectPlans(page, 'ka');
      await expect(page.getByRole('link', { name: ka.RentalPage.ask })).toHaveAttribute(
        'href',
        `${base}/ka/contacts/?type=rental#contact-form`,
      );
    });
  });

  test('the site search finds it, in both languages', async ({ page }) => {
    for (const [locale, query] of [
      ['en', 'rental'],
      ['ka', 'იჯარა'],
    ] as const) {
      await page.goto(`${base}/${locale}/search/?q=${encodeURIComponent(query)}`);
      await expectSoon(
        page
          .getByRole('main')
          .getByRole('link', { name: messages[locale].RentalPage.title })
          .first(),
      ).toHaveAttribute('href', rentalPath(locale));
    }
  });
});

test.describe('rental from the services page', () => {
  test.skip(!rentalCard, 'the content has no rental service');

  test('its button opens the contact form on the rental topic; a link shows the plans', async ({
    page,
  }) => {
    await page.goto(`${base}/en/services/`);
    await page.getByRole('link', { name: en.ServicesPage.rentalPlans }).click();
    await expect(page).toHaveURL(rentalPath('en'));
    await page.goto(`${base}/en/services/`);
    await page.getByRole('link', { name: rentalCard!.cta.label.en }).click();
    await expect(page.locator('main form[novalidate]')).toHaveCount(1, { timeout: 15_000 });
    await expect(page.getByLabel('Topic')).toHaveValue('rental');
    await expect(page.getByRole('option', { name: en.ContactForm.topics.rental })).toHaveCount(1);
  });
});

test.describe('the rental line on a product page', () => {
  test.skip(rentable.length === 0, 'no product is marked rentable');

  for (const locale of ['ka', 'en'] as const)
    test(`a rentable product links to the plans and asks about renting it (${locale})`, async ({
      page,
    }) => {
      const product = rentable[0]!;
      const words = messages[locale].RentalLine;
      await page.goto(productPath(locale, product));
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: words.plans })).toHaveAttribute(
        'href',
        rentalPath(locale),
      );
      await main.getByRole('link', { name: words.ask }).click();
      await expect(page.locator('main form[novalidate]')).toHaveCount(1, { timeout: 15_000 });
      await expect(page.locator('select[name="topic"]')).toHaveValue('rental');
      await expect(
        page.getByRole('main').getByRole('link', { name: product.name[locale] }).first(),
      ).toBeVisible();
      await expect(page.getByRole('textbox', { name: /^(Message|შეტყობინება)/ })).toHaveValue(
        new RegExp(product.name[locale].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      );
    });

  test('at 375 px the line wraps inside the page', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(productPath('ka', rentable[0]!));
    const line = page.locator('[data-rental-line]');
    await expect(line).toBeVisible();
    const box = (await line.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  });

  test('a product that is not rented out has no rental line', async ({ page }) => {
    test.skip(!notRentable, 'every product is rentable');
    await page.goto(productPath('en', notRentable!));
    await expect(page.locator('[data-rental-line]')).toHaveCount(0);
  });
});
