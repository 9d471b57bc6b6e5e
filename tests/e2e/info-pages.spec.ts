import { expect, test } from './fixtures';
import { expectedPrice } from './expected-price';
import { discountedAmount, productDiscount } from '../../lib/offer-discount';
import { isLiveToday, messages, need, productPath, siteContent } from './site-content';

// Pages, offers and news come from the content the export was built from (the dealer edits it).
const { pages, products, offers, newsItems, company } = siteContent;
const en = messages.en as unknown as {
  InfoPage: { sample: string };
  OfferDiscount: { regular: string; sale: string };
  SpecialOffers: { heading: string; tabs: Record<string, string> };
  Footer: { infoHeading: string };
};

test('the footer links every information page, and each page reads as its content says', async ({
  page,
}) => {
  await page.goto('/gps-app/en/');
  const footer = page.getByRole('navigation', { name: en.Footer.infoHeading });
  await expect(footer.getByRole('link')).toHaveText(pages.map((p) => p.title.en));
  const privacy = need(
    pages.find((p) => p.slug === 'privacy'),
    'privacy page (the forms link to it)',
  );
  await footer.getByRole('link', { name: privacy.title.en }).click();
  await expect(page).toHaveURL(/\/gps-app\/en\/info\/privacy\/$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(privacy.title.en);
  await expect(main.getByRole('heading', { level: 2 })).toContainText(
    privacy.sections.map((s) => s.heading.en),
  );
  await expect(main).toContainText(need(privacy.sections[0], 'section').paragraphs.en[0]!);
  await expect(main.getByText(en.InfoPage.sample)).toHaveCount(privacy.sample ? 1 : 0);
  await expect(main.getByRole('link', { name: company.email })).toHaveAttribute(
    'href',
    `mailto:${company.email}`,
  );
  // A sample text is readable but not offered to search engines until the dealer replaces it.
  await expect(page.locator('meta[name="robots"]')).toHaveCount(privacy.sample ? 1 : 0);
});

test('Georgian information pages are written in Georgian', async ({ page }) => {
  const first = need(pages[0], 'information page');
  await page.goto(`/gps-app/ka/info/${first.slug}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title.ka);
});

test('the news is offered in the menu only once it has an item', async ({ page }) => {
  await page.goto('/gps-app/en/');
  const menu = page.getByRole('banner').getByRole('navigation').first();
  await expect(menu.getByRole('link', { name: 'News', exact: true })).toHaveCount(
    newsItems.length > 0 ? 1 : 0,
  );
  await page.goto('/gps-app/en/news/');
  const robots = page.locator('meta[name="robots"]');
  if (newsItems.length === 0) await expect(robots).toHaveAttribute('content', /noindex/);
});

test('a product in a percent sale shows the discount, with the old and new price', async ({
  page,
}) => {
  const now = new Date();
  // A sale for everyone; a discount only some buyers get is tested in offers-sale.spec.ts.
  const product = need(
    products.find((p) => productDiscount(p, offers, now)?.conditional === false),
    'product covered by a live percent sale for everyone',
  );
  const discount = productDiscount(product, offers, now)!;
  await page.goto(productPath('en', product));
  const sale = page.locator('[data-offer-discount]');
  await expect(sale).toContainText(`−${discount.percent}%`);
  await expect(sale.getByRole('link')).toHaveText(`On sale: ${discount.offer.title.en}`);
  if (discount.price) {
    const { before, after } = discount.price;
    const rates = company.exchangeRates;
    await expect(sale.locator('s')).toContainText(
      expectedPrice(before.amount, before.currency, 'en', rates),
    );
    await expect(sale).toContainText(expectedPrice(after.amount, after.currency, 'en', rates));
  } else await expect(sale).toContainText(`${discount.percent}% off the price we quote you`);
});

test('a percent sale lists its priced products at the sale price, and says what it applies to', async ({
  page,
}) => {
  const priceOf = (id: string) => products.find((p) => p.id === id)?.price;
  const sale = need(
    offers.find(
      (o) => o.type !== 'bundle' && o.discountPercent && isLiveToday(o) && o.products.some(priceOf),
    ),
    'live percent sale with a priced product',
  );
  await page.goto('/gps-app/en/');
  const region = page.getByRole('region', { name: en.SpecialOffers.heading });
  await region.getByRole('tab', { name: en.SpecialOffers.tabs[sale.category] }).click();
  const card = region
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: sale.title.en, exact: true }) });
  for (const price of sale.products.map(priceOf).filter((p) => p !== undefined)) {
    const after = discountedAmount(price.amount, sale.discountPercent!);
    await expect(card.locator('s').first()).toBeVisible();
    await expect(card).toContainText(
      expectedPrice(price.amount, price.currency, 'en', company.exchangeRates),
    );
    await expect(card).toContainText(
      expectedPrice(after, price.currency, 'en', company.exchangeRates),
    );
  }
  if (!sale.requirements)
    await expect(card).toContainText(`${sale.discountPercent}% off the regular price`);
});
