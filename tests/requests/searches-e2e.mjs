// What buyers search for, in tests/requests/inbox-e2e.mjs, on the built site served by the Worker in
// wrangler dev: a visitor's searches that find nothing (one submitted on the English results
// page, one typed in the Georgian header and left to pause) are reported once each, a query
// that looks like an e-mail address is not sent at all, and the dealer's inbox shows both the
// next time it loads, with the editor's pages beside them.
import { basePath } from '../../site.config.mjs';

const reportsPath = `${basePath}/api/searches`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function checkSearchReports({ browser, server, page, inboxAddress, watch, check }) {
  // Made up for this run (letters only: digits could make a phone number), so no earlier run's
  // counts or the catalogue can match them.
  const stamp = Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]);
  const submitted = `zqxv ${stamp}`;
  const typed = `wkpf ${stamp}`;
  const visitor = await browser.newContext({ locale: 'en-US' });
  const reports = [];
  try {
    const site = await visitor.newPage();
    watch(site);
    site.on('request', (request) => {
      if (new URL(request.url()).pathname === reportsPath) reports.push(request.postDataJSON());
    });
    const answered = () =>
      site.waitForResponse((response) => new URL(response.url()).pathname === reportsPath);

    // The results page reports a submitted query once its results are known.
    let answer = answered();
    await site.goto(`${server.origin}${basePath}/en/search/?q=${encodeURIComponent(submitted)}`);
    await site.getByRole('status').filter({ hasText: 'Nothing found' }).waitFor();
    check((await answer).status() === 204, 'a submitted search that found nothing is counted');

    // The header's field: typed key by key, reported once after the pause, never per key.
    await site.goto(`${server.origin}${basePath}/ka/`);
    const field = site.getByRole('banner').getByRole('combobox');
    answer = answered();
    await field.pressSequentially(typed, { delay: 120 });
    check((await answer).status() === 204, 'a query typed in the header is counted after a pause');
    await field.fill('');
    await field.pressSequentially('nino@example.ge', { delay: 20 });
    await sleep(2_500);
    check(
      JSON.stringify(reports) ===
        JSON.stringify([
          { query: submitted, language: 'en', found: false },
          { query: typed, language: 'ka', found: false },
        ]),
      'one report per query, none per keystroke, none for an e-mail address',
      JSON.stringify(reports),
    );
  } finally {
    await visitor.close();
  }

  // The dealer's inbox, loaded again: the searches that found nothing are in its report.
  await page.goto(`${inboxAddress}?lang=en`);
  const report = page.locator('details.searches');
  await report.locator('summary').click();
  const week = report.locator('section[data-days="7"] ol.missing');
  const row = (query) => week.locator('li').filter({ has: page.getByText(query, { exact: true }) });
  const rows = await Promise.all([submitted, typed].map((query) => row(query).innerText()));
  check(
    rows[0].includes('1 time · English site') && rows[1].includes('1 time · Georgian site'),
    'the inbox lists both under “Found nothing” for the last 7 days, with the site’s language',
    rows.join(' | '),
  );
  const links = await row(submitted)
    .locator('a')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  check(
    JSON.stringify(links) ===
      JSON.stringify(
        ['categories', 'products/new', 'pages/new'].map(
          (path) => `${basePath}/admin/#/collections/${path}`,
        ),
      ),
    'each offers the editor’s pages: a search word, a product, a page',
    links.join(' '),
  );
  check(
    (await report.locator('summary').innerText()).includes('found nothing in the last 7 days'),
    'the report’s title says how many found nothing this week',
  );
}
