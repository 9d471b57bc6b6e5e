import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { biggestCategory } from './site-content';

// Query strings an attacker could put in a link to the catalogue, search or contacts pages.
// Every page reads ?q= / ?type= in the browser, so each value must stay text, never markup.
const payloads: Record<string, string> = {
  'markup with an event handler': '<img src=x onerror=alert(1)>',
  'closing quotes and a script': '"\'><script>alert(1)</script>',
  'an SVG onload': '</title></style><svg onload=alert(1)>',
  'a javascript: URL': 'javascript:alert(1)',
  'a NUL byte': '\u0000',
  'a malformed escape': '%E0%A4%A',
  '10,000 characters': 'a'.repeat(10_000),
  '1,000 Georgian characters and emoji': 'ბეჭდვა🖨️'.repeat(125),
};

// Keys the pages know (q, type, category, brand) and keys they do not.
const keys = ['q', 'type', 'category', 'brand', 'page', '__proto__', 'constructor', 'x<y>'];

// One page per kind that reads the query (catalogue, search, contacts), in either language: the
// two languages run the same scripts.
const pages = [
  `/gps-app/en/catalog/${biggestCategory.slug}/`,
  '/gps-app/ka/search/',
  '/gps-app/en/contacts/',
];

function hostileQuery(path: string, value: string): string {
  // The malformed escape is sent as typed; everything else percent-encoded as a browser would.
  const encoded = value === '%E0%A4%A' ? value : encodeURIComponent(value);
  // A long value goes in the key the page reads (servers cap a request line near 16-32 KiB).
  if (value.length >= 1_000) return `${path.includes('search') ? 'q' : 'type'}=${encoded}&zz=1`;
  return keys.map((key) => `${encodeURIComponent(key)}=${encoded}`).join('&');
}

/** Records alert()/confirm() dialogs and uncaught errors: either means the input got through. */
function watch(page: Page) {
  const events: string[] = [];
  page.on('dialog', (dialog) => {
    events.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => events.push(`page error: ${error.message}`));
  return events;
}

async function expectIntact(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // Nothing from the query became an element, an event handler or a script.
  const injected = await page.evaluate(() => [
    ...[...document.querySelectorAll('img[src="x"], svg[onload], [onerror], [onload]')].map(
      (element) => element.outerHTML.slice(0, 80),
    ),
    ...[...document.scripts]
      .filter((script) => script.textContent?.includes('alert('))
      .map((script) => `script: ${script.textContent?.slice(0, 80)}`),
  ]);
  expect(injected).toEqual([]);
}

// Behind nginx, what differs is the server's handling of long, malformed and odd request lines:
// only those payloads go to it (what the page's scripts do with a value is the same there).
const requestLinePayloads = new Set(['a NUL byte', 'a malformed escape', '10,000 characters']);

// One test per page, a step per payload: a fresh context per payload bought nothing but its start-up.
for (const path of pages) {
  test(`hostile query strings on ${path}`, async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const events = watch(page);
    for (const [name, value] of Object.entries(payloads)) {
      if (testInfo.project.name === 'nginx' && !requestLinePayloads.has(name)) continue;
      await test.step(name, async () => {
        const response = await page.goto(`${path}?${hostileQuery(path, value)}`);
        expect(response?.status()).toBe(200);
        await page.waitForLoadState('networkidle');
        await expectIntact(page);
        expect(events).toEqual([]);
      });
    }
    // Still works: the header search box takes a query and leads to the results page.
    const search = page.getByRole('banner').getByRole('combobox');
    if (testInfo.project.name !== 'nginx' && (await search.isVisible())) {
      await page.goto(`${path}?${hostileQuery(path, Object.values(payloads)[0]!)}`);
      await search.fill('printer');
      await search.press('Enter');
      await expect(page).toHaveURL(/\/search\/\?q=printer$/);
      await expectIntact(page);
    }
    expect(events).toEqual([]);
  });
}

test.describe('the header search box takes any text as plain text', () => {
  const texts = {
    Georgian: 'ფერადი პრინტერი',
    emoji: '🖨️ printer ✨',
    markup: '<b>bold</b> "quoted" & \'single\' <img src=x onerror=alert(1)>',
  };
  test('Georgian, emoji and markup', async ({ page }, testInfo) => {
    // The page's scripts, alike on every host; searches-without-worker.spec covers nginx's side.
    test.skip(testInfo.project.name === 'nginx', 'the page, not the host');
    const events = watch(page);
    for (const [name, text] of Object.entries(texts)) {
      await test.step(name, async () => {
        await page.goto('/gps-app/en/');
        // On a phone the box may sit in the menu; the desktop viewport shows it in the header.
        const search = page.getByRole('banner').getByRole('combobox');
        await search.fill(text);
        await expect(search).toHaveValue(text);
        await search.press('Enter');
        await expect(page).toHaveURL(/\/gps-app\/en\/search\/\?q=/);
        expect(new URL(page.url()).searchParams.get('q')).toBe(text);
        await expectIntact(page);
        // The query is echoed back as text, exactly as typed.
        await expect(page.getByRole('main')).toContainText(text);
        expect(events).toEqual([]);
      });
    }
  });
});
