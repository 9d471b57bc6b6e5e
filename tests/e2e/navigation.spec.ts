import { expect, test } from './fixtures';
import { collectProblems } from './quality';
import { aProduct, productPath } from './site-content';

// The build keeps route payloads (.txt) only for pages a <Link clientNav> points to
// (scripts/prune-route-payloads.mjs). These pages must still navigate without a page load, and
// nothing may ask for a payload that was removed (a 404 would show in the problems).

/** Marks the document, so a later check can tell a client navigation from a page load. */
const markDocument = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    (window as unknown as { documentMark?: number }).documentMark = 1;
  });
const sameDocument = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { documentMark?: number }).documentMark === 1);

for (const locale of ['ka', 'en'] as const) {
  test(`the main menu moves between sections without a page load, back and forward too (${locale})`, async ({
    page,
  }) => {
    const problems = await collectProblems(page);
    const payloads: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.txt')) payloads.push(new URL(request.url()).pathname);
    });
    // A product page: reached by plain anchors, so it has no payloads of its own.
    await page.goto(productPath(locale, aProduct), { waitUntil: 'networkidle' });
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    await markDocument(page);
    const menu = page.getByRole('banner').locator('nav[aria-label] a[data-client-nav]');
    const sections = await menu.evaluateAll((links) =>
      links.map((link) => (link as HTMLAnchorElement).pathname),
    );
    expect(sections.length).toBeGreaterThanOrEqual(5);
    for (const path of sections.slice(1)) {
      await page.locator(`header nav a[data-client-nav][href="${path}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await sameDocument(page), path).toBe(true);
    }
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${sections.at(-2)!.replace(/\//g, '\\/')}$`));
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`${sections.at(-1)!.replace(/\//g, '\\/')}$`));
    expect(await sameDocument(page)).toBe(true);
    // Back to where the visitor started: the product page, as it was.
    for (let i = 0; i < sections.length - 1; i += 1) await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
    await page.waitForLoadState('networkidle');
    // The browser never asks for the full-page copy, which the build does not ship.
    expect(payloads.filter((path) => path.endsWith('__next._full.txt'))).toEqual([]);
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
