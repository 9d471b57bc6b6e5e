import { expect, test } from './fixtures';
import en from '../../messages/en.json';
import ka from '../../messages/ka.json';
import { isLiveToday, siteContent } from './site-content';

// Issue 42: offers have a page of their own, which search can find and the home page links to.
const live = siteContent.offers.filter(isLiveToday);

for (const [locale, messages] of [
  ['en', en],
  ['ka', ka],
] as const) {
  test(`the offers page lists every live offer with its terms (${locale})`, async ({ page }) => {
    await page.goto(`/gps-app/${locale}/offers/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.OffersPage.title);
    if (live.length === 0) {
      await expect(page.getByText(messages.OffersPage.none)).toBeVisible();
      return;
    }
    // Each in its category's tab: the other tabs' offers are in the page, one tap away.
    for (const offer of live)
      await expect(
        page.getByRole('heading', { name: offer.title[locale], exact: true, includeHidden: true }),
      ).toBeAttached();
  });

  test(`the home page's offers link to the offers page (${locale})`, async ({ page }) => {
    test.skip(live.length === 0, 'no live offer: the home page has no offers section');
    await page.goto(`/gps-app/${locale}/`);
    await page.getByRole('link', { name: messages.OffersPage.all }).click();
    await expect(page).toHaveURL(new RegExp(`/gps-app/${locale}/offers/$`));
  });
}
