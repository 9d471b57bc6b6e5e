import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, untilHydrated } from './fixtures';
import type { BrowserContext } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { chunks, georgianTemplates } from './quality';

// Chromium with "block all cookies and site data": merely reading window.localStorage or
// window.sessionStorage throws a SecurityError. The setting lives in the profile, so each test
// launches its own persistent context on a fresh profile that says so.
async function blockedStorageContext(
  launch: (dir: string) => Promise<BrowserContext>,
): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'gps-blocked-'));
  mkdirSync(join(dir, 'Default'));
  writeFileSync(
    join(dir, 'Default', 'Preferences'),
    JSON.stringify({ profile: { default_content_setting_values: { cookies: 2 } } }),
  );
  const context = await launch(dir);
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

test.describe('with site data blocked', () => {
  let context: BrowserContext;
  let close: () => Promise<void>;

  test.beforeEach(async ({ playwright }, testInfo) => {
    ({ context, close } = await blockedStorageContext((dir) =>
      playwright.chromium.launchPersistentContext(dir, {
        ...testInfo.project.use.launchOptions,
        baseURL: testInfo.project.use.baseURL ?? baseURL,
        locale: 'ka-GE',
        viewport: { width: 1280, height: 800 },
      }),
    ));
  });
  test.afterEach(async () => close());

  test('the browser really refuses storage in this profile', async () => {
    const page = await context.newPage();
    await page.goto('/gps-app/en/');
    const error = await page.evaluate(() => {
      try {
        void window.localStorage;
        return 'none';
      } catch (caught) {
        return (caught as Error).name;
      }
    });
    expect(error).toBe('SecurityError');
  });

  chunks(georgianTemplates, 6).forEach((group, index) => {
    test(`every template renders and hydrates without a page error #${index + 1}: ${group[0]} …`, async () => {
      test.setTimeout(90_000);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
      for (const route of group) {
        await page.goto(route);
        await untilHydrated(page);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        // An island works: the theme toggle answers (hydration did not crash).
        const html = page.locator('html');
        const before = await html.getAttribute('data-theme');
        await page
          .getByRole('button', { name: /theme|თემა/i })
          .first()
          .click();
        await expect(html).not.toHaveAttribute('data-theme', before ?? 'light');
      }
      expect(errors).toEqual([]);
    });
  });

  test('theme and language choices last for the page, and the contact form keeps its text', async () => {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/gps-app/en/contacts/');
    await untilHydrated(page);
    const html = page.locator('html');
    await page.getByRole('button', { name: /dark theme/i }).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    // Typing saves a draft: with storage blocked it stays in the form, without an error.
    await page.getByLabel('Name').fill('Tamar');
    await page.getByRole('textbox', { name: 'Message' }).fill('Do you repair laminators?');
    await expect(page.getByLabel('Name')).toHaveValue('Tamar');
    // The language switch remembers the choice and the scroll position: neither may throw.
    await page
      .getByRole('link', { name: /ქართული/ })
      .first()
      .click();
    await expect(html).toHaveAttribute('lang', 'ka');
    await expect(page).toHaveURL(/\/gps-app\/ka\/contacts\/$/);
    expect(errors).toEqual([]);
  });
});
