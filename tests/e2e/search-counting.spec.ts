import { expect, test } from './fixtures';
import en from '../../messages/en.json';
import { base } from './out-pages';

// The visitor's own "no" to the search counting, on the host where the Worker takes the counts
// (the cloudflare project): unticked on the privacy page, the search box sends nothing; ticked
// again, it sends the next query.
test('the privacy page’s switch stops the search counting in this browser, and starts it again', async ({
  page,
}) => {
  const reports: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/searches')) reports.push(request.postData() ?? '');
  });
  const box = page.getByRole('checkbox', { name: en.InfoPage.searchCounting });
  const search = async (query: string) => {
    await page.goto(`${base}/en/search/?q=${encodeURIComponent(query)}`);
    await expect(page.getByRole('main').getByRole('status').first()).toContainText(query);
  };

  await page.goto(`${base}/en/info/privacy/`);
  await expect(box).toBeChecked();
  await box.uncheck();
  await expect(page.getByText(en.InfoPage.searchCountingOff)).toBeVisible();
  await search('laminator pouches');
  // Time for a report to leave, had it been allowed.
  await page.waitForTimeout(2_000);
  expect(reports).toEqual([]);

  await page.goto(`${base}/en/info/privacy/`);
  await expect(box).not.toBeChecked();
  await box.check();
  const sent = page.waitForRequest((request) => request.url().includes('/api/searches'));
  await search('guillotine blades');
  expect(JSON.parse((await sent).postData() ?? '{}')).toMatchObject({
    query: 'guillotine blades',
    language: 'en',
  });
});
