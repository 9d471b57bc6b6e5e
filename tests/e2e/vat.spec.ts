import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import ka from '../../messages/ka.json';
import en from '../../messages/en.json';
import { expectedPrice } from './expected-price';
import { pageSize, productPath, productsIn, siteContent } from './site-content';

// Issue 41 §1: VAT (დღგ) is one company setting, said beside every stated price (cards, product
// page), never beside "price on request", and on the delivery and payment page. Every
// expectation comes from content/company.yaml and the messages.
const { company, products, categories, pages } = siteContent;
const vat = company.vat;
const words = { ka: ka.Vat, en: en.Vat };
const fill = (text: string) => text.replace('{rate}', String(vat!.rate));
const note = (locale: 'ka' | 'en') =>
  fill(words[locale][vat!.pricesInclude ? 'included' : 'excluded']);
const sentence = (locale: 'ka' | 'en') =>
  `${fill(words[locale][vat!.pricesInclude ? 'pageIncluded' : 'pageExcluded'])} ${fill(
    words[locale][vat!.invoice ? 'invoice' : 'noInvoice'],
  )}`;
const priced = products.find((p) => p.price);
/** A product priced on request that its first category lists on its first page. */
const onRequest = products.find(
  (p) =>
    !p.price &&
    productsIn(p.categories[0]!)
      .slice(0, pageSize)
      .some((q) => q.id === p.id),
);
const widths = [
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
];
const cardOf = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name }) });

test.skip(!vat, 'the content has no VAT setting');

for (const { name, viewport } of widths)
  for (const locale of ['ka', 'en'] as const)
    test(`a priced card and product page say VAT beside the price (${locale}, ${name})`, async ({
      page,
    }) => {
      test.skip(!priced, 'no product states a price');
      await page.setViewportSize(viewport);
      const category = categories.find((c) => c.slug === priced!.categories[0])!;
      // Lari prices first, so the card is on the first page whatever the category holds.
      await page.goto(`/gps-app/${locale}/catalog/${category.slug}/?sort=price`);
      const card = cardOf(page, priced!.name[locale]).first();
      const price = expectedPrice(priced!.price!.amount, priced!.price!.currency, locale);
      await expect(card).toContainText(price);
      const vatLine = card.locator('[data-vat]');
      await expect(vatLine).toHaveText(note(locale));
      // The note stays inside the card at any width.
      const [outer, inner] = [await card.boundingBox(), await vatLine.boundingBox()];
      expect(inner!.x + inner!.width).toBeLessThanOrEqual(outer!.x + outer!.width + 1);

      await page.goto(productPath(locale, priced!));
      await expect(page.getByRole('main').locator('[data-vat]').first()).toHaveText(note(locale));
    });

test('"price on request" carries no VAT note, on the card and the product page', async ({
  page,
}) => {
  test.skip(!onRequest, 'every product states a price');
  await page.goto(`/gps-app/en/catalog/${onRequest!.categories[0]}/`);
  const card = cardOf(page, onRequest!.name.en).first();
  await expect(card).toContainText(en.ProductCard.price);
  await expect(card.locator('[data-vat]')).toHaveCount(0);
  await page.goto(productPath('en', onRequest!));
  // The product's own price line (related products further down have prices of their own).
  const price = page.getByRole('main').getByText(en.ProductCard.price).first();
  await expect(price).toBeVisible();
  await expect(price.locator('[data-vat]')).toHaveCount(0);
});

for (const locale of ['ka', 'en'] as const)
  test(`the delivery and payment page states the VAT setting (${locale})`, async ({ page }) => {
    const delivery = pages.find((p) =>
      p.sections.some((s) => s.paragraphs[locale].some((text) => text.includes('{vat}'))),
    );
    test.skip(!delivery, 'no page asks for the VAT sentence');
    await page.goto(`/gps-app/${locale}/info/${delivery!.slug}/`);
    const main = page.getByRole('main');
    await expect(main.getByText(sentence(locale), { exact: true })).toBeVisible();
    await expect(main).not.toContainText('{vat}');
  });
