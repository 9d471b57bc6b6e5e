import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import ka from '../../messages/ka.json';
import en from '../../messages/en.json';
import { aProduct, productPath, siteContent } from './site-content';

// The product page's action bar on phones (issue 41): call, WhatsApp and the quote list in reach,
// never over the page's end or the back-to-top button, out of the way while typing; none on desktop.
const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 800 };
const messages = { ka, en } as const;
const { company } = siteContent;

const barOf = (page: Page, locale: 'ka' | 'en') =>
  page.getByRole('group', { name: messages[locale].ProductDetail.phoneBarLabel });

/** Scrolls to the very end and waits two frames (the back-to-top button follows the scroll). */
async function scrollToEnd(page: Page) {
  await page.evaluate(async () => {
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

async function top(locator: Locator) {
  return need(await locator.boundingBox()).y;
}
async function bottom(locator: Locator) {
  const box = need(await locator.boundingBox());
  return box.y + box.height;
}
function need<T>(value: T | null | undefined): T {
  expect(value).toBeTruthy();
  return value as T;
}

for (const locale of ['ka', 'en'] as const) {
  const t = messages[locale];
  const name = aProduct.name[locale];

  test(`at 375 px the bar holds call, WhatsApp and the quote list (${locale})`, async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await page.goto(productPath(locale, aProduct));
    const bar = barOf(page, locale);
    await expect(bar).toBeVisible();
    expect(Math.round(await bottom(bar))).toBe(phone.height);
    const call = bar.getByRole('link', {
      name: t.ProductDetail.phoneBarCallLabel.replace('{phone}', company.phone),
    });
    const whatsapp = bar.getByRole('link', { name: new RegExp(t.ChannelLinks.whatsapp) });
    const quote = bar.getByRole('button', {
      name: t.ListToggles.addLabel.replace('{name}', name),
    });
    for (const action of [call, whatsapp, quote]) {
      await expect(action).toBeVisible();
      expect(need(await action.boundingBox()).height).toBeGreaterThanOrEqual(44);
    }
    await expect(call).toHaveAttribute('href', /^tel:\+?\d+$/);
    const text = new URL(need(await whatsapp.getAttribute('href'))).searchParams.get('text');
    expect(text).toContain(name);
    await quote.click();
    await expect(
      bar.getByRole('button', { name: t.ListToggles.removeLabel.replace('{name}', name) }),
    ).toBeVisible();
  });

  test(`at 375 px the bar covers neither the page's end nor the back-to-top button (${locale})`, async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await page.goto(productPath(locale, aProduct));
    const bar = barOf(page, locale);
    await expect(bar).toBeVisible();
    await scrollToEnd(page);
    const barTop = await top(bar);
    // The footer is the page's last content: all of it above the bar.
    expect(await bottom(page.getByRole('contentinfo').last())).toBeLessThanOrEqual(barTop + 0.5);
    const backToTop = page.getByRole('button', { name: t.ScrollToTop.label });
    await expect(backToTop).toBeVisible();
    expect(await bottom(backToTop)).toBeLessThanOrEqual(barTop + 0.5);
  });

  test(`at 375 px the bar steps aside while a field is being typed in (${locale})`, async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await page.goto(productPath(locale, aProduct));
    const bar = barOf(page, locale);
    await expect(bar).toBeVisible();
    // The page's search field, or the first text field a visitor can reach.
    const field = page
      .locator(
        'input:not([type="hidden"], [type="checkbox"], [type="radio"], [type="submit"]):visible',
      )
      .first();
    await field.focus();
    await field.pressSequentially('ab');
    await expect(bar).toBeHidden();
    await field.evaluate((element) => (element as HTMLElement).blur());
    await expect(bar).toBeVisible();
  });

  test(`at 1280 px there is no bar (${locale})`, async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto(productPath(locale, aProduct));
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(barOf(page, locale)).toBeHidden();
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('at 375 px the bar calls, writes and asks the price by plain links (en)', async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await page.goto(productPath('en', aProduct));
    const bar = barOf(page, 'en');
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: /^Call: / })).toBeVisible();
    await expect(bar.getByRole('link', { name: /WhatsApp/ })).toBeVisible();
    await expect(
      bar.getByRole('link', { name: en.ProductDetail.phoneBarAskPrice }),
    ).toHaveAttribute('href', new RegExp(`/en/contacts/\\?product=${aProduct.id}#contact-form$`));
    await expect(bar.getByRole('button')).toHaveCount(0);
  });
});
