import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/** Long enough for a loaded CI machine; a page that never hydrates fails on its own checks. */
const hydrationWaitMs = 15_000;

/**
 * A page's islands ignore clicks until React has hydrated them (components/hydration-mark), and
 * the framework's scripts run after the first paint, so `load` can come first. Waits for the
 * mark, or for a page that has no framework scripts; follows a redirect (the 404 page's) to the
 * page it lands on. Never throws: a test that blocks the scripts goes on without them. Pages of
 * a context a test launches itself (not the `page` fixture) call it after each navigation.
 */
export async function untilHydrated(page: Page): Promise<void> {
  const deadline = Date.now() + hydrationWaitMs;
  while (Date.now() < deadline && !page.isClosed()) {
    try {
      await page.waitForFunction(
        () =>
          document.documentElement.hasAttribute('data-hydrated') ||
          !document.querySelector('script[src*="/_next/static/"]'),
        undefined,
        { timeout: Math.max(1, deadline - Date.now()) },
      );
      return;
    } catch {
      // The page navigated while it was checked (a redirect): check the page it went to.
      await page.waitForLoadState('load').catch(() => {});
    }
  }
}

type Navigation = 'goto' | 'reload' | 'goBack' | 'goForward';
type WaitUntil = 'load' | 'domcontentloaded' | 'networkidle' | 'commit';

/**
 * Playwright's `test` whose page waits for hydration after each full navigation it is asked for
 * (goto, reload, back, forward), unless the test asks for an earlier moment (`waitUntil:
 * 'commit'` or `'domcontentloaded'`, as the early-typing tests do) or runs without JavaScript.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, run) => {
    if (javaScriptEnabled !== false) {
      for (const name of ['goto', 'reload', 'goBack', 'goForward'] satisfies Navigation[]) {
        const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
        Object.assign(page, {
          [name]: async (...args: unknown[]) => {
            const options = args.find((arg) => typeof arg === 'object' && arg !== null) as
              { waitUntil?: WaitUntil } | undefined;
            const response = await navigate(...args);
            if (options?.waitUntil !== 'commit' && options?.waitUntil !== 'domcontentloaded')
              await untilHydrated(page);
            return response;
          },
        });
      }
    }
    await run(page);
  },
});
