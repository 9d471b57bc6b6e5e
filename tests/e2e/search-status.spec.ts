import { expect, test } from './fixtures';

// The results page repeats the visitor's query in its status line, exactly as typed.
const expectSoon = expect.configure({ timeout: 15_000 });

test('a query with $ patterns is shown literally', async ({ page }) => {
  // `$&` in a String.replace replacement would insert the matched placeholder instead.
  await page.goto('/gps-app/en/search/?q=%24%26%20%24%60');
  await expectSoon(page.getByRole('main').getByRole('status')).toHaveText(
    'Nothing found for “$& $`”',
  );
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a long unbroken query wraps inside the status line', async ({ page }) => {
    const query = 'x'.repeat(120);
    await page.goto(`/gps-app/ka/search/?q=${query}`);
    const status = page.getByRole('main').getByRole('status');
    await expectSoon(status).toContainText(query);
    const box = await status.evaluate((element) => ({
      overflow: element.scrollWidth - element.clientWidth,
      right: element.getBoundingClientRect().right,
    }));
    expect(box.overflow).toBeLessThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });
});
