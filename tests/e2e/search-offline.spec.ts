import { expect, test } from './fixtures';
import type { BrowserContext, Page } from '@playwright/test';

// Issue 29 item 16: the header search while the connection is gone says so (no uncaught
// "Failed to load Pagefind metadata") and tries again on a later keystroke.
const expectSoon = expect.configure({ timeout: 15_000 });
const unavailable = 'Search could not be loaded.';

const cases: [string, (page: Page, context: BrowserContext) => Promise<unknown>][] = [
  ['the browser is offline', (_page, context) => context.setOffline(true)],
  [
    // pagefind.js in the browser's cache, its index not: the runtime loads, its metadata fails.
    'only the search index is unreachable',
    (page) => page.route(/\/pagefind\/(?!pagefind\.js)/, (r) => r.abort('internetdisconnected')),
  ],
];

for (const [name, goOffline] of cases) {
  test(`header search when ${name}: a message, no page error, a retry later`, async ({
    page,
    context,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/gps-app/en/about/');
    await expect(page.locator('html.js')).toHaveCount(1);
    await goOffline(page, context);
    const box = page.getByRole('combobox', { name: 'Search the site' });
    await box.pressSequentially('prin', { delay: 50 });
    await expectSoon(page.getByText(unavailable, { exact: false }).first()).toBeAttached();
    expect(errors).toEqual([]);

    await context.setOffline(false);
    await page.unrouteAll();
    await box.pressSequentially('t', { delay: 50 });
    await expectSoon(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
    await expect(page.getByText(unavailable, { exact: false })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}
