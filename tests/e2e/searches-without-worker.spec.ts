import { expect, test } from './fixtures';
import { base } from './out-pages';

// On a host without the shop's Worker (nginx with the generated site file) the export's own
// host.json says so, and the search box sends no query anywhere: neither a submitted search nor
// one typed in the header and left past the report's pause. The Worker's side: tests/requests/inbox-e2e.mjs.
test('no search is reported where the host has no Worker', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' || request.url().includes('/api/searches'))
      sent.push(`${request.method()} ${request.url()}`);
  });
  const hostFile = page.waitForResponse((response) => response.url().endsWith(`${base}/host.json`));
  await page.goto(`${base}/en/search/?q=${encodeURIComponent('qzxv wkpf')}`);
  // Once the results are known the reporter asks the host, which says there is no Worker.
  expect(await (await hostFile).json()).toEqual({ worker: false });
  await page.getByRole('banner').getByRole('combobox').pressSequentially('toner', { delay: 50 });
  // Past the 1.5 s pause after the last keystroke, with time for a request to go out.
  await page.waitForTimeout(2_500);
  expect(sent).toEqual([]);
});
