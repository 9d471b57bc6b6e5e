import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import ka from '../../messages/ka.json';
import en from '../../messages/en.json';
import { isLiveToday, siteContent } from './site-content';

// Issue 41 §2: a percent discount on a product priced on request never stands alone as "−25%"
// beside "Price on request": the card names the offer and what the discount comes off. The
// product and its offer come from the content (one live percent sale covering it, no other).
const { products, offers } = siteContent;
const words = { ka: ka.OfferDiscount, en: en.OfferDiscount };
const percentSales = offers.filter(
  (o) => o.type !== 'bundle' && o.discountPercent && isLiveToday(o),
);
const product = products.find(
  (p) => !p.price && percentSales.filter((o) => o.products.includes(p.id)).length === 1,
);
const offer = percentSales.find((o) => product && o.products.includes(product.id));
const card = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name }) });

test.skip(!product || !offer, 'no product priced on request is on a percent sale');

for (const locale of ['ka', 'en'] as const)
  test(`the card shows no discount beside "price on request"; the product page names the offer (${locale})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/gps-app/${locale}/catalog/?sale=${offer!.id}`);
    const onCard = card(page, product!.name[locale]);
    await expect(onCard).toBeVisible();
    await expect(onCard).not.toContainText(`${offer!.discountPercent}%`);
    await onCard.getByRole('link', { name: product!.name[locale] }).first().click();
    const condition = offer!.eligibility?.[locale];
    const heading = (condition ? words[locale].conditionalHeading : words[locale].heading).replace(
      '{offer}',
      offer!.title[locale],
    );
    await expect(page.getByRole('main')).toContainText(heading);
  });
