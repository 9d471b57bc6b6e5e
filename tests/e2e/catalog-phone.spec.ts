import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import ka from '../../messages/ka.json';
import en from '../../messages/en.json';
import { isLiveToday, need, pageSize, siteContent } from './site-content';

// The catalogue on a 375 × 812 phone (issue 32 §2, §3): cards on the first screen, the old price
// of a sale in view, and the floating back-to-top button never over a card's price or actions.
const phone = { width: 375, height: 812 };
const { products, offers } = siteContent;
const cards = (page: Page) => page.getByRole('main').getByRole('article');

for (const locale of ['ka', 'en'] as const)
  test(`at 375 × 812 the first row of cards starts on the first screen (${locale})`, async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await page.goto(`/gps-app/${locale}/catalog/`);
    await expect(cards(page)).toHaveCount(Math.min(pageSize, products.length));
    const first = (await cards(page).first().boundingBox())!;
    // Its picture at least shows: the top of the card plus a third of its height.
    expect(first.y + first.height / 3).toBeLessThan(phone.height);
  });

test('at 375 px a sale card shows the regular price struck through beside the sale price', async ({
  page,
}) => {
  // A priced product under a running percent sale for everyone (no eligibility).
  const found = offers
    .filter((o) => o.type !== 'bundle' && o.discountPercent && !o.eligibility && isLiveToday(o))
    .flatMap((offer) =>
      products.filter((p) => offer.products.includes(p.id) && p.price).map((p) => ({ offer, p })),
    )[0];
  const { offer, p: product } = need(found, 'priced product on a sale for everyone');
  await page.setViewportSize(phone);
  await page.goto(`/gps-app/en/catalog/?sale=${offer.id}`);
  const card = cards(page).filter({ has: page.getByRole('heading', { name: product.name.en }) });
  const regular = card.locator('s');
  await expect(regular).toBeVisible();
  const box = (await regular.boundingBox())!;
  const cardBox = (await card.boundingBox())!;
  expect(box.width).toBeGreaterThan(20);
  expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
  await expect(regular).toContainText(product.price!.amount.toLocaleString('en-US'));
});

/**
 * Scrolls the page from top to bottom in steps shorter than the button (48 px), so no line passes
 * unseen, and at each step lists what the button named `label` overlaps in the cards: each line
 * of text (a Range's boxes, not the element's, so a short price is not judged by its paragraph's
 * width) and each control. In the page, one step every two frames: the button follows the scroll.
 */
async function sweepUnderButton(page: Page, label: string) {
  return page.evaluate(async (name) => {
    const covered = (button: Element) => {
      const b = button.getBoundingClientRect();
      const hits = (r: DOMRect) =>
        r.width > 0 && r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom;
      // Read out only (a 1 px clipped box, e.g. a fact's name): nothing shows to cover.
      const readOutOnly = (element: Element | null) => {
        for (let e = element; e && e.tagName !== 'ARTICLE'; e = e.parentElement) {
          const box = e.getBoundingClientRect();
          if (box.width <= 1 || box.height <= 1) return true;
        }
        return false;
      };
      const found: string[] = [];
      for (const card of document.querySelectorAll('main article')) {
        const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (
            !node.textContent?.trim() ||
            node.parentElement?.closest('[aria-hidden="true"]') ||
            readOutOnly(node.parentElement)
          )
            continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          if ([...range.getClientRects()].some(hits)) found.push(node.textContent.trim());
        }
        for (const control of card.querySelectorAll('button, a:not([aria-hidden="true"])'))
          if ([...control.getClientRects()].some(hits)) found.push(`[${control.textContent}]`);
      }
      return found;
    };
    const frame = () => new Promise((done) => requestAnimationFrame(() => done(undefined)));
    const max = document.documentElement.scrollHeight - innerHeight;
    const problems: { y: number; covered: string[] }[] = [];
    let shown = 0;
    for (let y = 0; y <= max; y += 24) {
      window.scrollTo(0, y);
      await frame();
      await frame();
      const button = [...document.querySelectorAll('button')].find(
        (b) => b.getAttribute('aria-label') === name,
      );
      if (!button) continue;
      shown += 1;
      const found = covered(button);
      if (found.length > 0) problems.push({ y, covered: found });
    }
    return { shown, problems };
  }, label);
}

for (const locale of ['ka', 'en'] as const)
  test(`at 375 px the back-to-top button never covers a card (${locale})`, async ({ page }) => {
    const label = { ka, en }[locale].ScrollToTop.label;
    await page.setViewportSize(phone);
    await page.goto(`/gps-app/${locale}/catalog/`);
    await expect(cards(page).first()).toBeVisible();
    // At the page's end (the footer, nothing to keep clear) it shows once its island answers:
    // on a loaded machine that can come after the hydration wait, and a sweep before it sees none.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole('button', { name: label })).toBeVisible({ timeout: 20_000 });
    const { shown, problems } = await sweepUnderButton(page, label);
    expect(problems).toEqual([]);
    // It is there where nothing is under it (between rows, the page's end).
    expect(shown).toBeGreaterThan(0);
  });
