import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { createTranslator } from 'use-intl/core';
import type { Product } from '../../content/schema';
import { describeTerms, productTerms, type TermsText } from '../../lib/product-terms';
import { messages, pageSize, productPath, productsIn, siteContent } from './site-content';

// Price, stock and leasing lines, expected from the content the export was
// built with and the site's own messages, so a dealer's edit keeps these tests true.
const { products, categories } = siteContent;
const locales = ['ka', 'en'] as const;
type Locale = (typeof locales)[number];

function expectedTerms(product: Product, locale: Locale): TermsText {
  const t = createTranslator({
    locale,
    messages: messages[locale] as unknown as Record<string, never>,
    namespace: 'ProductTerms' as never,
  }) as unknown as (key: string, values?: Record<string, unknown>) => string;
  return describeTerms(productTerms(product, categories), locale, {
    from: (price) => t('from', { price }),
    inStock: t('inStock'),
    toOrder: t('toOrder'),
    toOrderDays: (days) => t('toOrderDays', { days }),
    askStock: t('askStock'),
  });
}
const onRequest = (locale: Locale) =>
  (messages[locale] as unknown as { ProductDetail: { price: string } }).ProductDetail.price;

const priced = products.find((p) => p.price);
const unpriced = products.find((p) => !p.price);
/** A product whose stock line comes from its category, not from itself. */
const stockFromCategory = products.find(
  (p) => !p.availability && productTerms(p, categories).availability,
);

const summary = (page: Page) => page.getByRole('heading', { level: 2 }).first().locator('xpath=..');

async function productOffer(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = blocks
    .map((text) => JSON.parse(text) as { '@type'?: string; offers?: Record<string, unknown> })
    .find((data) => data['@type'] === 'Product');
  return product?.offers;
}

test.describe('price, stock and leasing', () => {
  for (const locale of locales) {
    test(`a product with a price shows it, formatted for ${locale}, and states it to search engines`, async ({
      page,
    }) => {
      test.skip(!priced, 'the content gives no product a price');
      const product = priced!;
      const expected = expectedTerms(product, locale);
      await page.goto(productPath(locale, product));
      const box = summary(page);
      await expect(box).toContainText(expected.price!);
      await expect(box).not.toContainText(onRequest(locale));
      if (expected.availability) await expect(box).toContainText(expected.availability);
      const offer = await productOffer(page);
      expect(offer).toMatchObject({
        priceCurrency: product.price!.currency,
        ...(product.price!.from
          ? { lowPrice: product.price!.amount }
          : { price: product.price!.amount }),
      });
    });

    test(`a product without a price reads "price on request" (${locale}) and offers no price`, async ({
      page,
    }) => {
      const product = unpriced!;
      await page.goto(productPath(locale, product));
      await expect(summary(page)).toContainText(onRequest(locale));
      expect(await productOffer(page)).toBeUndefined();
    });
  }

  test('a category gives its stock line and leasing note to products that say nothing', async ({
    page,
  }) => {
    test.skip(!stockFromCategory, 'no category states its availability');
    const product = stockFromCategory!;
    for (const locale of locales) {
      const expected = expectedTerms(product, locale);
      await page.goto(productPath(locale, product));
      await expect(summary(page)).toContainText(expected.availability!);
      if (expected.financing) await expect(summary(page)).toContainText(expected.financing);
    }
  });

  test('catalogue cards show the price or "on request", and the stock line', async ({ page }) => {
    // A category whose first page holds a priced product, else any category.
    const category =
      categories.find((c) =>
        productsIn(c.slug)
          .slice(0, pageSize)
          .some((p) => p.price),
      ) ?? categories[0]!;
    const onPage = productsIn(category.slug).slice(0, pageSize);
    for (const locale of locales) {
      await page.goto(`/gps-app/${locale}/catalog/${category.slug}/`);
      const cards = page.locator('main article');
      await expect(cards).toHaveCount(onPage.length);
      for (const [index, product] of onPage.entries()) {
        const expected = expectedTerms(product, locale);
        const card = cards.nth(index);
        await expect(card).toContainText(expected.price ?? onRequest(locale));
        if (expected.availability) await expect(card).toContainText(expected.availability);
      }
    }
  });
});
