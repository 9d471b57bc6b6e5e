import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { aProduct, need, pageSize, productPath, siteContent } from './site-content';

// Product cards (issue 32): one clear action, a compare box, and a size that suits a phone.
const cards = (page: Page) => page.getByRole('main').getByRole('article');
/**
 * About the height of a phone card with a two-line name, a spec line, price (a sale price beside
 * the struck one, which in Georgian takes two lines), the VAT note (two lines in Georgian) and stock.
 */
const maxPhoneCardHeight = 460;
const firstPage = siteContent.products.slice(0, pageSize);
/** A product on the full catalogue's first page. */
const listed = need(firstPage[0], 'product');

/**
 * The visible labels of a card's links and buttons that take more than one line, or that leave
 * their box: a label's line boxes are compared with the line height it is set in.
 */
async function brokenLabels(card: Locator) {
  return card.locator('a, button').evaluateAll((elements) =>
    elements.flatMap((element) => {
      if (element.getClientRects().length === 0 || element.closest('h2, h3, [aria-hidden]'))
        return [];
      const range = document.createRange();
      range.selectNodeContents(element);
      const lines = [...range.getClientRects()].filter((r) => r.width > 0);
      const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight);
      const top = Math.min(...lines.map((r) => r.top));
      const bottom = Math.max(...lines.map((r) => r.bottom));
      const wraps = bottom - top > lineHeight * 1.5;
      const overflows = element.scrollWidth > element.clientWidth + 1;
      return wraps || overflows
        ? [`${element.textContent?.trim()} (${Math.round(bottom - top)} px, ${lineHeight} px)`]
        : [];
    }),
  );
}

for (const locale of ['ka', 'en'] as const)
  test(`at 375 px a ${locale} card is at most ${maxPhoneCardHeight} px tall and no label wraps`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/gps-app/${locale}/catalog/`);
    await expect(page.locator('html.js')).toHaveCount(1);
    await expect(cards(page)).toHaveCount(firstPage.length);
    for (const card of await cards(page).all()) {
      await expect(card.getByRole('button').first()).toBeVisible();
      const box = await card.boundingBox();
      expect(box!.height).toBeLessThanOrEqual(maxPhoneCardHeight);
      expect(await brokenLabels(card)).toEqual([]);
    }
    // Added to the list and compared, the first card's labels still fit.
    const first = cards(page).first();
    await first.getByRole('button').first().click();
    await first.getByRole('button').last().click(); // compare
    await expect(first.getByRole('button', { pressed: true })).toBeVisible();
    expect(await brokenLabels(first)).toEqual([]);
    expect((await first.boundingBox())!.height).toBeLessThanOrEqual(maxPhoneCardHeight);
  });

test('every action of a card keeps its accessible name', async ({ page }) => {
  const product = listed;
  await page.goto('/gps-app/en/catalog/');
  const card = cards(page).filter({ has: page.getByRole('heading', { name: product.name.en }) });
  await expect(card).toHaveCount(1);
  // The name is the link to the product (the picture links there too, for the pointer only).
  const links = card.getByRole('link');
  await expect(links).toHaveCount(1);
  await expect(links).toHaveAccessibleName(product.name.en);
  await expect(links).toHaveAttribute('href', productPath('en', product));
  // One filled action, and compare as a toggle named for its product.
  await expect(card.getByRole('button')).toHaveCount(2);
  await card.getByRole('button', { name: `Add to quote list: ${product.name.en}` }).click();
  await expect(card.getByRole('status')).toHaveText('✓ In your quote list');
  const compare = card.getByRole('button', { name: `Compare: ${product.name.en}` });
  await expect(compare).toHaveAttribute('aria-pressed', 'false');
  await compare.click();
  await expect(compare).toHaveAttribute('aria-pressed', 'true');
  await card.locator('img').first().click();
  await expect(page).toHaveURL(new RegExp(`${productPath('en', product)}$`));
});

test('the product page asks for one price in other words than the quote list', async ({ page }) => {
  await page.goto(productPath('ka', aProduct));
  const ask = page.getByRole('link', { name: 'გაიგეთ ამ პროდუქტის ფასი' });
  await expect(ask).toBeVisible();
  await expect(
    page.getByRole('button', { name: `მოთხოვნის სიაში დამატება: ${aProduct.name.ka}` }),
  ).toBeVisible();
  await ask.click();
  await expect(page).toHaveURL(
    new RegExp(`/gps-app/ka/contacts/\\?product=${aProduct.id}#contact-form$`),
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a card’s one action asks for a price; the list buttons are hidden', async ({ page }) => {
    const product = listed;
    await page.goto('/gps-app/en/catalog/');
    const card = cards(page).filter({ has: page.getByRole('heading', { name: product.name.en }) });
    await expect(card.getByRole('button')).toHaveCount(0);
    const ask = card.getByRole('link', { name: `Ask for a price: ${product.name.en}` });
    await expect(ask).toBeVisible();
    await ask.click();
    await expect(page).toHaveURL(
      new RegExp(`/gps-app/en/contacts/\\?product=${product.id}#contact-form$`),
    );
  });
});
