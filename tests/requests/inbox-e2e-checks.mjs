// Checks of tests/requests/inbox-e2e.mjs on the Worker in wrangler dev: a request arriving while the
// inbox is open (Playwright's clock runs the page's 30 s poll), its answer links, and the
// workbook as LibreOffice reads it (Georgian headers, Tbilisi times, no visible apostrophes).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'csv-parse/sync';

/** "2027-05-31 14:05": a stored time on Tbilisi's clock (UTC+4 all year). */
export const tbilisiClock = (iso) =>
  new Date(Date.parse(iso) + 4 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/**
 * A second dealer's window, its timers Playwright's: a service request is posted while it is
 * open, and after 30 s of page time it is in the list, counted, marked and answerable.
 */
export async function checkArrival({ browser, server, inboxAddress, post, body, watch, check }) {
  const context = await browser.newContext({ locale: 'en-US' });
  try {
    await context.addCookies([
      { name: 'CF_Authorization', value: await server.token(), url: server.edgeOrigin },
    ]);
    await context.clock.install();
    const page = await context.newPage();
    watch(page);
    await page.goto(inboxAddress);
    const rows = page.locator('ol.requests > li');
    await rows.first().waitFor();
    const shown = await rows.count();
    const newBefore = Number(/^\((\d+)\)/.exec(await page.title())?.[1] ?? 0);
    const reference = await post(body, 'inbox-e2e-service-1');
    await page.clock.fastForward(31_000);
    const row = page.locator(`li[data-reference="${reference}"]`);
    await row.waitFor({ timeout: 10_000 });
    const newCount = newBefore + 1;
    check(
      (await rows.first().getAttribute('data-reference')) === reference &&
        (await page.locator('.count').innerText()) === `${shown + 1} requests` &&
        (await row.getAttribute('class')) === 'fresh',
      'a new request appears at the top of an open inbox without a reload, marked and counted',
      `${reference}, ${await page.locator('.count').innerText()}`,
    );
    check(
      (await page.title()) === `(${newCount}) Requests` &&
        (await page.locator('.new-count').innerText()) === `${newCount} new requests`,
      'the count of new requests in the title and at the top follows',
      `${await page.title()} / ${await page.locator('.new-count').innerText()}`,
    );
    const href = async (way) =>
      decodeURIComponent((await row.locator(`a[data-answer="${way}"]`).getAttribute('href')) ?? '');
    const [tel, mail, whatsapp] = [await href('tel'), await href('mailto'), await href('whatsapp')];
    check(
      tel === 'tel:+995555001122' &&
        mail.startsWith(`mailto:${body.email}?subject=თქვენი მოთხოვნა ${reference}&body=`) &&
        whatsapp ===
          `https://wa.me/995555001122?text=გამარჯობა, ${body.name}! გწერთ თქვენი მოთხოვნის (${reference}) შესახებ.`,
      'its call, e-mail and WhatsApp links carry the reference, the greeting in its language',
      `${tel} | ${mail.slice(0, 60)}… | ${whatsapp.slice(0, 60)}…`,
    );
    return reference;
  } finally {
    await context.close();
  }
}

/** Each sheet of a workbook as LibreOffice shows it, saved as CSV, by sheet name (`work`: a scratch folder). */
export function sofficeSheets(path, work) {
  const out = join(work, 'sheets');
  mkdirSync(out, { recursive: true });
  const result = spawnSync(
    'soffice',
    [
      `-env:UserInstallation=${pathToFileURL(join(work, 'profile')).href}`,
      '--headless',
      '--norestore',
      '--convert-to',
      'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,true,false,false,-1',
      '--outdir',
      out,
      path,
    ],
    { encoding: 'utf8', timeout: 120_000, env: { ...process.env, HOME: work } },
  );
  if (result.status !== 0) throw new Error(`soffice failed: ${result.stderr}`);
  return Object.fromEntries(
    readdirSync(out).map((name) => [
      name.replace(/^[^-]*-|\.csv$/g, ''),
      parse(readFileSync(join(out, name), 'utf8'), { bom: true, relax_column_count: true }),
    ]),
  );
}

/**
 * The Georgian inbox's workbook through LibreOffice: a sheet per kind under Georgian headers,
 * each request's time on Tbilisi's clock, statuses in words, text as typed (no apostrophe).
 */
export function checkWorkbook({ path, work, requests, hostileName, check }) {
  const sheets = sofficeSheets(path, work);
  const names = Object.keys(sheets).sort();
  check(
    JSON.stringify(names) ===
      JSON.stringify(['მრიცხველის ჩვენება', 'სერვისის მოთხოვნა', 'ფასის მოთხოვნა', 'შეტყობინება']),
    'the workbook has a sheet per kind, named in Georgian',
    names.join(', '),
  );
  const rows = Object.values(sheets).flatMap((sheet) => sheet.slice(1));
  check(
    Object.values(sheets).every((sheet) =>
      ['ნომერი', 'მიღებულია', 'სტატუსი'].every((header, i) => sheet[0]?.[i] === header),
    ) && rows.length === requests.length,
    'LibreOffice reads Georgian headers and one row per request',
    `${rows.length} rows`,
  );
  const times = requests.map((request) => [
    rows.find((row) => row[0] === request.reference)?.[1],
    tbilisiClock(request.createdAt),
  ]);
  check(
    times.every(([shown, expected]) => shown === expected),
    'each request’s time is Tbilisi’s, not UTC',
    times.map((pair) => pair.join(' = ')).join('; '),
  );
  const cells = rows.flat();
  check(
    !cells.some((cell) => cell.startsWith("'")) &&
      cells.includes(hostileName) &&
      cells.includes('მუშავდება') &&
      !cells.includes('in_progress'),
    'no visible apostrophe: a formula-like name is its text, statuses are words',
  );
}
