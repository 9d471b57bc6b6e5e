#!/usr/bin/env node
/**
 * The dealer's inbox page in a real browser on the real Worker (`npm run inbox:e2e`, about
 * 30 s after wrangler starts; npm test's "inbox page" step). tests/requests/requests-server.mjs serves
 * the built site with the Worker and a local D1 in `wrangler dev`; requests are seeded
 * through POST /gps-app/api/requests; Chromium (CHROMIUM_PATH, default /usr/bin/chromium) then
 * opens the page through a stand-in of Access's edge (which turns the CF_Authorization cookie
 * into the Cf-Access-Jwt-Assertion header) without a token (it shows no data) and with one: the list, filters, one request with its product
 * links, status and note saved and still there after a reload with their author and time in the
 * history, the CSV and XLSX downloads; a request posted while a second window is open appears
 * there after its 30 s poll (Playwright's clock), counted, with call, e-mail and WhatsApp links
 * carrying its reference; the Georgian inbox's workbook read by LibreOffice (Georgian headers,
 * Tbilisi times, no visible apostrophes); and no script run from a visitor's text. Then the publishing loop: scripts/ci/publish-status.mjs
 * reports a refused run with a content problem (twice, as a retried step would), the Telegram stub
 * gets the Georgian notification once, the page shows the refusal; a live run then shows live;
 * the launch checklist the build wrote shows as "Before launch". Last, what buyers search for
 * (tests/requests/searches-e2e.mjs): searches that found nothing on the built site are in the
 * inbox's report when it loads again. It serves the build's upload folder
 * (deploy/dist/cloudflare: run `npm run build` first). PORT (default 4210) is the site,
 * PORT+1 the Telegram stub, PORT+2 the key set, PORT+3 the edge.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ExcelJS from 'exceljs';
import { chromium } from 'playwright-core';
import { basePath } from '../../site.config.mjs';
import { checkArrival, checkWorkbook, tbilisiClock } from './inbox-e2e-checks.mjs';
import { startRequestsServer } from './requests-server.mjs';
import { formBodies } from './smoke-bodies.mjs';
import { listen, telegramStub } from './smoke-stubs.mjs';
import { checkPublishLoop } from './publish-e2e.mjs';
import { checkSearchReports } from './searches-e2e.mjs';
import { chromiumLaunch } from '../../scripts/lib/chromium.mjs';

const port = Number(process.env.PORT ?? 4210);
// The build's upload folder for the Worker: the site a visitor searches, the inbox page and all.
const built = resolve(import.meta.dirname, '../../deploy/dist/cloudflare');
if (!existsSync(join(built, '_headers'))) {
  console.error('No build in deploy/dist/cloudflare: run `npm run build` first.');
  process.exit(1);
}
const hostile = '<img src=x onerror="window.hacked=1">';
const failures = [];
function check(ok, what, detail = '') {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}${detail ? ` (${detail})` : ''}`);
  if (!ok) failures.push(what);
}

const started = performance.now();
const telegram = telegramStub();
await listen(telegram.server, port + 1);
// The publishing workflow's token, as the Worker secret and GitHub's secret hold it.
const publishToken = 'e2e'.repeat(16);
const server = await startRequestsServer({
  port,
  name: 'inbox-e2e',
  built,
  edge: true,
  bindings: {
    TELEGRAM_BOT_TOKEN: '1:e2e',
    TELEGRAM_CHAT_ID: '42',
    TELEGRAM_API_BASE: `http://127.0.0.1:${port + 1}`,
    PUBLISH_STATUS_TOKEN: publishToken,
  },
});
// The browser goes through the Access edge stand-in with the sign-in cookie, as the dealer's
// does (Playwright's extraHTTPHeaders would miss the <a download> requests in Chromium).
const inboxAddress = `${server.edgeOrigin}${basePath}/admin/requests/`;
const browser = await chromium.launch(chromiumLaunch);
try {
  const [productA, productB] = server.productIds;
  const bodies = formBodies(productA, productB);
  const post = async (body, id) => {
    const response = await fetch(server.endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...body, startedAt: Date.now() - 60_000, submissionId: id }),
    });
    return (await response.json()).reference;
  };
  const contact = await post({ ...bodies.contact, name: hostile }, 'inbox-e2e-contact-1');
  const quote = await post(bodies.quote, 'inbox-e2e-quote-1');
  const meter = await post(bodies.meter, 'inbox-e2e-meter-1');
  check(
    [contact, quote, meter].every(Boolean),
    'three requests seeded',
    `${contact} ${quote} ${meter}`,
  );

  const problems = [];
  const watch = (page) => {
    page.on(
      'console',
      (m) => m.type() === 'error' && problems.push(`${m.text()} ${m.location().url ?? ''}`.trim()),
    );
    page.on('pageerror', (e) => problems.push(String(e)));
  };

  // Without a token: the API answers 403 and the page shows no request.
  const stranger = await browser.newContext({ locale: 'en-US' });
  const signedOut = await stranger.newPage();
  watch(signedOut);
  await signedOut.goto(inboxAddress);
  await signedOut.getByText('Sign in through Cloudflare Access').waitFor();
  const outText = await signedOut.locator('body').innerText();
  check(
    ![contact, quote, meter, 'Giorgi'].some((value) => outText.includes(value)),
    'without an Access token the page asks to sign in and shows no data',
  );
  problems.length = 0; // the 403 itself is logged by the browser
  await stranger.close();

  const context = await browser.newContext({
    locale: 'en-US',
    acceptDownloads: true,
  });
  await context.addCookies([
    { name: 'CF_Authorization', value: await server.token(), url: server.edgeOrigin },
  ]);
  const page = await context.newPage();
  watch(page);
  await page.goto(inboxAddress);
  const items = page.locator('ol.requests > li');
  await items.first().waitFor();
  const listed = await items.evaluateAll((lis) => lis.map((li) => li.dataset.reference));
  check(
    JSON.stringify(listed) === JSON.stringify([meter, quote, contact]),
    'the list shows the requests newest first',
    listed.join(', '),
  );
  check((await page.locator('.count').innerText()) === '3 requests', 'with an ICU count');
  check(
    (await page.locator('li .who').last().innerText()) === hostile,
    'a visitor’s markup shows as text',
  );

  await page.getByLabel('Kind').selectOption('quote');
  await page.waitForURL(/kind=quote/);
  await page.locator(`li[data-reference="${quote}"]`).waitFor();
  check((await items.count()) === 1, 'filtered by kind: the one quote');

  await page.locator(`li[data-reference="${quote}"] a.open`).click();
  await page.locator('article.request').waitFor();
  const links = await page
    .locator('.lines a')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  check(
    JSON.stringify(links) ===
      JSON.stringify([productA, productB].map((id) => `${basePath}/en/product/${id}/`)),
    'the quote’s lines link to the product pages',
    links.join(' '),
  );
  check(
    (await page.locator('dd[data-field="company"]').innerText()) === bodies.quote.company,
    'the request is shown whole, text as typed',
  );
  await page.getByLabel('Status').selectOption('in_progress');
  await page.getByLabel('Your note').fill('Price sent on Monday');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Saved.').waitFor();
  await page.reload();
  await page.locator('article.request').waitFor();
  check(
    (await page.getByLabel('Status').inputValue()) === 'in_progress' &&
      (await page.getByLabel('Your note').inputValue()) === 'Price sent on Monday',
    'status and note are kept after a reload',
  );
  const change = page.locator('.history li').last();
  const changedAt = (await change.locator('time').getAttribute('datetime')) ?? '';
  const changeText = await change.innerText();
  check(
    Math.abs(Date.parse(changedAt) - Date.now()) < 120_000 &&
      changeText.endsWith(
        ' · dealer@example.ge: status: In progress; note: “Price sent on Monday”',
      ) &&
      changeText.includes(`, ${tbilisiClock(changedAt).slice(11)} · `),
    'the change shows in the history with its author (the Access identity) and Tbilisi time',
    changeText,
  );

  await page.getByText('Back to the list').click();
  await page.getByLabel('Kind').selectOption('');
  await page.getByLabel('Status').selectOption('in_progress');
  await page.waitForURL(/status=in_progress/);
  await page.locator(`li[data-reference="${quote}"]`).waitFor();
  check((await items.count()) === 1, 'filtered by status: the one in progress');
  await page.getByLabel('Status').selectOption('');
  await page.locator(`li[data-reference="${contact}"]`).waitFor();

  const download = async (name) => {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name }).click(),
    ]);
    const failure = await file.failure();
    if (failure) throw new Error(`${name} download failed: ${failure} (${file.url()})`);
    return { path: await file.path(), name: file.suggestedFilename() };
  };
  const csv = await download('CSV');
  const rows = JSON.parse(
    execFileSync(
      'python3',
      [
        '-c',
        'import csv,json,sys; print(json.dumps(list(csv.reader(open(sys.argv[1], encoding="utf-8-sig", newline="")))))',
        csv.path,
      ],
      { encoding: 'utf8' },
    ),
  );
  check(
    csv.name === 'requests.csv' && rows.length === 4 && rows.some((row) => row.includes(hostile)),
    'the CSV download has the header and the three requests (Python’s csv module)',
  );
  const xlsx = await download('Excel (XLSX)');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(readFileSync(xlsx.path));
  const cells = book.worksheets.flatMap((sheet) =>
    sheet.getSheetValues().flatMap((row) => (row ?? []).map(String)),
  );
  check(
    xlsx.name === 'requests.xlsx' &&
      book.worksheets.map((sheet) => sheet.rowCount).join() === '2,2,1,2' &&
      cells.includes(bodies.meter.name),
    'the XLSX download has a sheet per kind with the same rows, a formula-like name as typed',
    book.worksheets.map((sheet) => `${sheet.name}: ${sheet.rowCount}`).join(', '),
  );

  const service = await checkArrival({
    browser,
    server,
    inboxAddress,
    post,
    body: { ...bodies.service, name: 'ლევანი', email: 'levan@example.ge', locale: 'ka' },
    watch,
    check,
  });

  await page.goto(`${inboxAddress}?lang=ka`);
  await page.locator('ol.requests > li').first().waitFor();
  check((await page.locator('h1').innerText()) === 'მოთხოვნები', 'the Georgian switch: ka words');
  const stored = await fetch(`${server.origin}${basePath}/admin/requests/api/?limit=200`, {
    headers: { 'Cf-Access-Jwt-Assertion': await server.token() },
  }).then((response) => response.json());
  const sheets = mkdtempSync(join(tmpdir(), 'gps-inbox-workbook-'));
  try {
    copyFileSync((await download('Excel (XLSX)')).path, join(sheets, 'requests.xlsx'));
    checkWorkbook({
      path: join(sheets, 'requests.xlsx'),
      work: sheets,
      requests: stored.requests,
      hostileName: bodies.meter.name,
      check,
    });
  } finally {
    rmSync(sheets, { recursive: true, force: true });
  }
  check(
    stored.requests.some((request) => request.reference === service),
    'the request that arrived is in the list the workbook was made from',
  );
  const temp = mkdtempSync(join(tmpdir(), 'gps-publish-e2e-'));
  try {
    await checkPublishLoop({ server, page, telegram, token: publishToken, temp, check });
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
  await checkSearchReports({ browser, server, page, inboxAddress, watch, check });
  check(
    (await page.evaluate(() => window.hacked)) === undefined && problems.length === 0,
    'no visitor script ran and the console stayed clean (CSP, Trusted Types)',
    problems.join(' | '),
  );
  await context.close();
} catch (error) {
  failures.push(String(error?.stack ?? error));
  console.error(error);
} finally {
  await browser.close();
  await server.stop();
  telegram.server.close();
}
console.log(
  `\n${failures.length === 0 ? 'all passed' : `${failures.length} failed`} in ${Math.round((performance.now() - started) / 1000)} s`,
);
process.exit(failures.length === 0 ? 0 : 1);
