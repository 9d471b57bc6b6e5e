#!/usr/bin/env node
/**
 * The shop Worker's requests endpoint in Cloudflare's own runtime, end to end (npm test's
 * "requests endpoint" step; run it after changing worker/ or migrations/).
 *
 * It builds a small stand-in site (an index page and the catalogue's names.json with the test
 * fixtures' product ids), applies migrations/ to a throw-away local D1, starts the Worker
 * (wrangler.jsonc) in `wrangler dev`, a loopback Telegram stub (which refuses the first
 * message, retried with the next request, and the last one, retried by the Cron Trigger's
 * maintenance run), a loopback Resend stub (the dealer's e-mails and the customers') and a
 * loopback JWKS for Cloudflare Access tokens, then
 * posts each kind of request and reads them back through the inbox API (a change's history with
 * its author, the count of new requests, a CSV of every row past one page, retention taking the
 * history along). Loopback only, nothing
 * sent anywhere; the temp folder goes when it ends. PORT (default 9100) is the site; the stubs
 * take PORT+1 to PORT+3. SITE=deploy/dist/cloudflare runs it on a built upload folder
 * instead of the stand-in (its _headers and _redirects then apply too).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { basePath } from '../../site.config.mjs';
import { formBodies } from './smoke-bodies.mjs';
import { accessStub, listen, resendStub, telegramStub } from './smoke-stubs.mjs';
import { wranglerLocal } from '../../scripts/lib/wrangler-local.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.PORT ?? 9100);
const telegramPort = port + 1;
const jwksPort = port + 2;
const resendPort = port + 3;
const origin = `http://127.0.0.1:${port}`;
const endpoint = `${origin}${basePath}/api/requests`;
const inbox = `${origin}${basePath}/admin/requests/api/`;
const team = 'smoke-team';
const aud = 'smoke-application-aud';

const temp = mkdtempSync(join(tmpdir(), 'gps-requests-smoke-'));
const failures = [];
let checks = 0;
function check(ok, what, detail = '') {
  checks += 1;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}${detail ? ` (${detail})` : ''}`);
  if (!ok) failures.push(what);
}

// --- The site: a stand-in whose catalogue ids and customer e-mail words come from the test
// fixtures, or (SITE=folder, e.g. deploy/dist/cloudflare after a build) a real upload folder and
// the ids its names.json has.
const namesPath = (folder) => join(folder, basePath.slice(1), 'product-data/ka/names.json');
const answersPath = (folder) => join(folder, basePath.slice(1), 'request-answers.json');
let site;
let productIds;
if (process.env.SITE) {
  site = join(root, process.env.SITE);
  productIds = Object.keys(JSON.parse(readFileSync(namesPath(site), 'utf8')).names).slice(0, 2);
} else {
  site = join(temp, 'site');
  const fixtureDir = join(root, 'tests/fixtures/content/products');
  productIds = readdirSync(fixtureDir)
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => parseYaml(readFileSync(join(fixtureDir, name), 'utf8')).ka.id);
  mkdirSync(dirname(namesPath(site)), { recursive: true });
  writeFileSync(join(site, basePath.slice(1), 'index.html'), '<!doctype html><title>smoke</title>');
  writeFileSync(
    namesPath(site),
    JSON.stringify({ names: Object.fromEntries(productIds.map((id) => [id, `Name of ${id}`])) }),
  );
  // As app/request-answers.json/route.ts writes it (lib/request-answers.ts).
  const fixture = (file) =>
    parseYaml(readFileSync(join(root, 'tests/fixtures/content', file), 'utf8'));
  const [answers, company] = [fixture('request-answers.yaml'), fixture('company.yaml')];
  const one = (locale) => ({
    company: company[locale].name,
    phone: company.ka.phone,
    email: company.ka.email,
    next: answers[locale],
  });
  writeFileSync(answersPath(site), JSON.stringify({ ka: one('ka'), en: one('en') }));
}
/** The words the customers' e-mails must carry: what the site exports. */
const answerTexts = JSON.parse(readFileSync(answersPath(site), 'utf8'));

const telegram = telegramStub();
telegram.refuse(1); // the first message: the next request's run retries it
const resend = resendStub();
const access = await accessStub({ team, aud });
// wrangler.toml's local database id.
const wrangler = wranglerLocal({ root, temp });
async function stop() {
  await wrangler.stop();
  telegram.server.close();
  resend.server.close();
  access.server.close();
  rmSync(temp, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGPIPE']) process.on(signal, () => process.exit(130));
process.stdout.on('error', () => process.exit(1));

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits until `done()` holds (the Worker sends notifications after answering), at most 15 s. */
const until = async (done) => {
  for (let waited = 0; !done() && waited < 15_000; waited += 50) await sleep(50);
};
/** Waits until the stubs have received nothing new for half a second: every send has ended. */
const settled = async () => {
  const count = () => telegram.calls.length + resend.calls.length;
  for (let seen = -1; seen !== count();) {
    seen = count();
    await sleep(500);
  }
};
const postJson = (body, headers = {}) =>
  fetch(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const inboxCall = async (path, init = {}, token) => {
  const send = () =>
    fetch(`${inbox}${path}`, {
      ...init,
      headers: { ...(init.headers ?? {}), ...(token ? { 'Cf-Access-Jwt-Assertion': token } : {}) },
    });
  try {
    return await send();
  } catch (error) {
    // wrangler dev may close an idle keep-alive connection just as it is reused ("other side
    // closed"): a read is sent once more; a write never is.
    if ((init.method ?? 'GET') !== 'GET') throw error;
    return send();
  }
};

// Bodies as the forms send them (useDelivery adds page and submissionId; see the unit tests'
// form-payloads.ts, which builds them with the forms' own functions).
const startedAt = Date.now() - 60_000;
const page = `${origin}${basePath}/en/contacts/`;
const georgianPage = `${origin}${basePath}/ka/services/`;
const [productA, productB] = productIds;
const bodies = formBodies(productA, productB);

try {
  await listen(telegram.server, telegramPort);
  await listen(access.server, jwksPort);
  await listen(resend.server, resendPort);
  console.log(
    `stubs: Telegram on ${telegramPort}, JWKS on ${jwksPort}, Resend on ${resendPort}; products ${productIds.join(', ')}`,
  );
  const tableNames = wrangler.migrate();
  check(
    ['rate_limits', 'requests', 'customer_answers'].every((name) => tableNames.includes(name)),
    'migrations applied to the local D1',
    tableNames.join(', '),
  );
  await wrangler.start({
    site,
    port,
    readyPath: `${basePath}/`,
    bindings: {
      TELEGRAM_BOT_TOKEN: '123456:smoke',
      TELEGRAM_CHAT_ID: '-1001',
      TELEGRAM_API_BASE: `http://127.0.0.1:${telegramPort}`,
      ACCESS_TEAM_DOMAIN: team,
      ACCESS_AUD: aud,
      ACCESS_CERTS_URL: `http://127.0.0.1:${jwksPort}/certs`,
      EMAIL_API_KEY: 're_smoke',
      EMAIL_FROM: 'Shop <notify@example.ge>',
      EMAIL_TO: 'dealer@example.ge',
      EMAIL_API_BASE: `http://127.0.0.1:${resendPort}`,
      // Six requests are stored before the rate-limit check at the end: one more fits.
      RATE_LIMIT_PER_HOUR: '7',
    },
  });
  console.log(`wrangler dev ready at ${origin}${basePath}/`);

  // Each kind, as the forms send it; the meter reading from a Georgian page.
  const references = {};
  for (const [kind, body] of Object.entries(bodies)) {
    const response = await postJson({
      ...body,
      page: kind === 'meter' ? georgianPage : page,
      startedAt,
      submissionId: `smoke-${kind}-0001`,
    });
    const answer = await response.json();
    references[kind] = answer.reference;
    const letter = { contact: 'C', quote: 'Q', service: 'S', meter: 'M' }[kind];
    check(
      response.status === 201 &&
        new RegExp(`^${letter}-\\d{4}-\\d{4}$`).test(answer.reference ?? ''),
      `${kind}: 201 with a reference`,
      `${response.status} ${JSON.stringify(answer)}`,
    );
  }

  const retry = await postJson({ ...bodies.quote, page, submissionId: 'smoke-quote-0001' });
  const retryAnswer = await retry.json();
  check(
    retry.status === 200 && retryAnswer.reference === references.quote,
    'a retry with the same submissionId gets the same reference',
    `${retry.status} ${JSON.stringify(retryAnswer)}`,
  );

  // A second message from the contact's address the same day (spelled otherwise): stored, the
  // dealer told, but no second e-mail to the customer.
  const again = await postJson({
    ...bodies.contact,
    email: 'Nino+again@Example.ge',
    page,
    startedAt,
    submissionId: 'smoke-contact-0002',
  });
  references.again = (await again.json()).reference;
  check(again.status === 201, 'a second message from the same address the same day is stored');

  const honeypot = await postJson({
    ...bodies.contact,
    email: 'honeypot@example.ge',
    website: 'http://spam.example',
    submissionId: 'smoke-honeypot-0001',
  });
  check(
    honeypot.status === 400 && (await honeypot.json()).errors?.website === 'filled',
    'a filled honeypot is refused',
  );

  const unknownProduct = await postJson({
    ...bodies.quote,
    items: [{ id: 'not-in-the-catalogue', name: 'x', quantity: 1 }],
    submissionId: 'smoke-unknown-0001',
  });
  const unknownAnswer = await unknownProduct.json();
  check(
    unknownProduct.status === 400 && unknownAnswer.errors?.['items.0.id'] === 'unknown',
    'a product id the catalogue lacks is a 400 naming the line',
    JSON.stringify(unknownAnswer),
  );

  const tooLarge = await postJson({ ...bodies.contact, message: 'x'.repeat(40_000) });
  check(tooLarge.status === 413, 'a body over 32 kB is a 413', String(tooLarge.status));

  // The form post's notification is refused too; no later request retries it, maintenance does.
  await settled();
  telegram.refuse(1);
  const formFields = { ...bodies.service, startedAt: String(startedAt) };
  delete formFields.productId;
  const formPost = await fetch(endpoint, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Referer: page },
    body: new URLSearchParams(formFields).toString(),
  });
  const location = formPost.headers.get('location') ?? '';
  const formReference = new URL(location, origin).searchParams.get('ref');
  check(
    formPost.status === 303 &&
      location.startsWith(`${basePath}/en/requests/sent/`) &&
      formReference,
    'a plain form post is stored and answered with a 303 to the success page',
    `${formPost.status} ${location}`,
  );
  references.form = formReference;

  // The inbox: nothing without a valid Access token.
  const noToken = await inboxCall('');
  const noTokenText = await noToken.text();
  check(
    noToken.status === 403 && !noTokenText.includes('Nino'),
    'the inbox answers 403 without a token, showing nothing',
    String(noToken.status),
  );
  const strangerToken = await inboxCall('', {}, await access.token({ stranger: true }));
  check(strangerToken.status === 403, 'the inbox answers 403 to a token signed by another key');

  const token = await access.token();
  const list = await inboxCall('', {}, token);
  const listed = (await list.json()).requests ?? [];
  const expected = Object.values(references);
  check(
    list.status === 200 &&
      listed.length === expected.length &&
      expected.every((reference) => listed.some((row) => row.reference === reference)),
    `the inbox lists the ${expected.length} stored requests once each (retry and refused ones not stored)`,
    listed.map((row) => row.reference).join(', '),
  );
  check(
    listed[0]?.reference === references.form && listed.at(-1)?.reference === references.contact,
    'newest first',
  );
  const quotes = (await (await inboxCall('?kind=quote', {}, token)).json()).requests ?? [];
  check(
    quotes.length === 1 && quotes[0].payload.items?.length === 2,
    'filtered by kind, a quote with its two lines',
  );

  const patched = await inboxCall(
    references.service,
    {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'in_progress', note: 'Technician on Monday' }),
    },
    token,
  );
  const one = (await (await inboxCall(references.service, {}, token)).json()).request;
  check(
    patched.status === 200 && one?.status === 'in_progress' && one?.note === 'Technician on Monday',
    'PATCH sets status and note, GET reads them back',
  );
  const inProgress = (await (await inboxCall('?status=in_progress', {}, token)).json()).requests;
  check(inProgress?.length === 1, 'filtered by status');
  // The history, in D1 itself: the change above by the token's identity; a save that changes
  // nothing adds no event.
  await inboxCall(
    references.service,
    {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'in_progress', note: 'Technician on Monday' }),
    },
    token,
  );
  const history = (await (await inboxCall(references.service, {}, token)).json()).request?.history;
  check(
    history?.length === 1 &&
      history[0].actor === 'dealer@example.ge' &&
      history[0].status === 'in_progress' &&
      history[0].note === 'Technician on Monday' &&
      Math.abs(Date.parse(history[0].at) - Date.now()) < 60_000,
    'the change is recorded once, with the Access identity and the time',
    JSON.stringify(history),
  );
  const summary = await (await inboxCall('summary', {}, token)).json();
  check(
    summary.new === expected.length - 1 && summary.latest === listed[0]?.createdAt,
    'the summary counts the new requests and names the newest',
    JSON.stringify(summary),
  );

  // The CSV, judged by Python's csv module (English headers; Georgian is the default).
  const csvResponse = await inboxCall('export.csv?lang=en', {}, token);
  const csvText = await csvResponse.text();
  const python = execFileSync(
    'python3',
    [
      '-c',
      'import csv,io,json,sys; rows=list(csv.reader(io.StringIO(sys.stdin.read().lstrip("\\ufeff"), newline=""))); print(json.dumps(rows))',
    ],
    { input: csvText, encoding: 'utf8' },
  );
  const csvRows = JSON.parse(python);
  const meterRow = csvRows.find((row) => row[0] === references.meter);
  check(
    csvResponse.status === 200 && csvRows.length === expected.length + 1 && meterRow,
    'the CSV download reads in Python’s csv module: a header and one row per request',
    `${csvRows.length} rows`,
  );
  check(
    meterRow?.[csvRows[0].indexOf('Name')] === `'${bodies.meter.name}`,
    'a cell that would be a formula starts with an apostrophe',
    meterRow?.[csvRows[0].indexOf('Name')],
  );
  const quoteRow = csvRows.find((row) => row[0] === references.quote);
  check(
    quoteRow?.[csvRows[0].indexOf('Company')] === bodies.quote.company,
    'text with <, > and & arrives unchanged',
  );

  // Notifications: the stub refused the first; the Cron Trigger's run sends what is still pending
  // (wrangler dev --test-scheduled runs the Worker's scheduled handler on /__scheduled; its
  // /cdn-cgi/handler/scheduled fails in a Worker with assets: DataCloneError, wrangler 4.86).
  await settled();
  const before = telegram.calls.filter((call) => !call.refused).length;
  const cron = await fetch(`${origin}/__scheduled?cron=*/15+*+*+*+*`);
  await cron.text();
  await until(() => telegram.calls.filter((call) => !call.refused).length > before);
  await settled();
  check(
    cron.status === 200 && telegram.calls.filter((call) => !call.refused).length === before + 1,
    'the Cron Trigger’s maintenance run sends the notification that is still pending',
    `${cron.status}, ${before} → ${telegram.calls.filter((call) => !call.refused).length}`,
  );
  const delivered = telegram.calls.filter((call) => !call.refused);
  const perReference = expected.map(
    (reference) => delivered.filter((call) => call.body.text?.includes(reference)).length,
  );
  check(
    telegram.calls.filter((call) => call.refused).length === 2,
    'the stub refused two messages (failed notifications)',
  );
  check(
    perReference.every((count) => count === 1) && delivered.length === expected.length,
    'the Telegram stub got exactly one message per stored request, the refused one retried',
    `${delivered.length} delivered, ${telegram.calls.length} calls, per request ${perReference.join('/')}`,
  );
  check(
    delivered.every(
      (call) => call.url === '/bot123456:smoke/sendMessage' && call.body.chat_id === '-1001',
    ),
    'messages went to the configured bot and chat',
  );
  const quoteMessage = delivered.find((call) => call.body.text.includes(references.quote));
  check(
    quoteMessage?.body.text.includes(`${productA} × 2`) &&
      quoteMessage.body.text.includes('Office &lt;Ltd&gt; &amp; Co'),
    'the quote message lists product ids with quantities, the typed text escaped',
  );
  const after = (await (await inboxCall('', {}, token)).json()).requests ?? [];
  check(
    after.every((row) => row.notifiedAt !== null),
    'every stored request is marked notified',
  );

  // E-mail: the dealer's, one per request, and the customers' through the same stub.
  const toDealer = resend.calls.filter((call) => call.body.to?.join() === 'dealer@example.ge');
  const toCustomers = () =>
    resend.calls.filter((call) => call.body.to?.join() !== 'dealer@example.ge');
  check(
    toDealer.length === expected.length &&
      expected.every((reference) => toDealer.some((call) => call.body.text.includes(reference))),
    'the dealer gets one e-mail per stored request',
    `${toDealer.length} of ${expected.length}`,
  );
  const mailTo = (address) =>
    toCustomers().filter((call) => call.body.to?.join().toLowerCase().includes(address));
  const nino = mailTo('nino');
  const english = nino[0]?.body;
  check(
    nino.length === 1 &&
      english.to.join() === bodies.contact.email &&
      english.subject.includes(references.contact) &&
      english.text.includes(answerTexts.en.next.contact) &&
      english.text.includes(answerTexts.en.company) &&
      english.html.includes(references.contact),
    'the customer’s e-mail reaches the stub in English, the page’s language, with the reference and what happens next',
    JSON.stringify(english?.subject),
  );
  check(
    nino[0]?.headers['idempotency-key']?.startsWith(`answer/${references.contact}/`),
    'it is sent with an idempotency key of its request',
  );
  const tamar = mailTo('tamar');
  const georgian = tamar[0]?.body;
  check(
    tamar.length === 1 &&
      georgian.subject.includes(references.meter) &&
      georgian.text.includes(answerTexts.ka.next.meter) &&
      georgian.text.includes(answerTexts.ka.company),
    'a reading sent from a Georgian page gets its e-mail in Georgian',
    JSON.stringify(georgian?.subject),
  );
  const typed = [
    bodies.contact.name,
    bodies.contact.message,
    bodies.meter.name,
    'Nino',
    'HYPERLINK',
  ];
  check(
    [english, georgian].every(
      (mail) =>
        mail && typed.every((text) => ![mail.subject, mail.text, mail.html].join().includes(text)),
    ),
    'neither repeats anything the visitor typed',
  );
  check(
    toCustomers().length === 2 && mailTo('honeypot').length === 0,
    'no second e-mail to the same address that day, none for a request refused as spam, none without an address',
    toCustomers()
      .map((call) => call.body.to.join())
      .join(', '),
  );

  // Paging in D1 itself: every row given one and the same millisecond, then the whole list read
  // two at a time through the cursor; each request must come exactly once.
  wrangler.query('UPDATE requests SET created_at = (SELECT MIN(created_at) FROM requests)');
  const all = wrangler.query('SELECT reference FROM requests').map((row) => row.reference);
  const paged = [];
  let cursor = '';
  for (let page = 0; page < 20; page += 1) {
    const answer = await (
      await inboxCall(`?limit=2${cursor ? `&before=${encodeURIComponent(cursor)}` : ''}`, {}, token)
    ).json();
    paged.push(...answer.requests.map((request) => request.reference));
    if (!answer.next) break;
    cursor = answer.next;
  }
  check(
    paged.length === all.length && new Set(paged).size === all.length,
    'requests that share a millisecond are paged once each (two at a time, through the cursor)',
    `${paged.length} listed of ${all.length}`,
  );

  // The limit per address, counted in D1 (the seventh new request fits, the eighth does not).
  const seventh = await postJson({
    ...bodies.contact,
    startedAt,
    submissionId: 'smoke-limit-0007',
  });
  const eighth = await postJson({
    ...bodies.contact,
    email: 'limited@example.ge',
    startedAt,
    submissionId: 'smoke-limit-0008',
  });
  const retryAfter = Number(eighth.headers.get('retry-after'));
  check(
    seventh.status === 201 && eighth.status === 429 && retryAfter > 0 && retryAfter <= 3600,
    'the rate limit lets the seventh request of the hour in and answers the eighth with 429',
    `${seventh.status}, ${eighth.status} Retry-After ${retryAfter}`,
  );
  await settled();
  check(
    mailTo('limited').length === 0 && mailTo('nino').length === 1,
    'no e-mail for a request over the rate limit, none for a third from the same address',
  );

  // A download is everything the filter matches, paged in the Worker: 450 more rows in D1.
  wrangler.query(
    'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 450) ' +
      "INSERT INTO requests (reference, kind, month, seq, submission_id, payload, created_at, notified_at) SELECT 'C-0001-' || printf('%04d', i), 'contact', '0001', i, 'bulk-' || i, '{\"name\":\"Bulk\"}', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z' FROM n",
  );
  // And the service request (the one with a history) made older than retention.
  wrangler.query(
    `UPDATE requests SET created_at = '2020-01-01T00:00:00.000Z' WHERE reference = '${references.service}'`,
  );
  const contacts = wrangler.query("SELECT COUNT(*) AS n FROM requests WHERE kind = 'contact'")[0].n;
  // (text() drops the byte order mark.)
  const bulk = await (await inboxCall('export.csv?kind=contact', {}, token)).text();
  const bulkRows = bulk.replace(/\r\n$/, '').split('\r\n');
  check(
    contacts > 450 && bulkRows.length === contacts + 1 && bulkRows[0].startsWith('ნომერი,'),
    'the CSV holds every request of the filter, past the list’s 200, under Georgian headers',
    `${bulkRows.length - 1} rows of ${contacts}`,
  );

  // Retention takes a request's history with it; the customer e-mails' claims of an old day go.
  wrangler.query(
    "INSERT INTO customer_answers (key, day, reference) VALUES ('old-day', '2020-01-01', 'C-2001-0001')",
  );
  await (await fetch(`${origin}/__scheduled?cron=*/15+*+*+*+*`)).text();
  await sleep(1500);
  const left = wrangler.query(
    `SELECT (SELECT COUNT(*) FROM requests WHERE reference = '${references.service}') AS requests, (SELECT COUNT(*) FROM request_events) AS events`,
  )[0];
  check(
    left.requests === 0 && left.events === 0,
    'retention deletes a request and its history',
    JSON.stringify(left),
  );
  const claims = wrangler.query('SELECT key, day, reference FROM customer_answers');
  check(
    claims.length === 2 &&
      claims.every((claim) => /^[0-9a-f]{64}$/.test(claim.key)) &&
      !JSON.stringify(claims).includes('example.ge'),
    'the daily claims of today stay, as digests only, and an old day’s go',
    JSON.stringify(claims.map((claim) => [claim.day, claim.reference])),
  );
} catch (error) {
  failures.push(String(error?.stack ?? error));
  console.error(error);
} finally {
  await stop();
}

const failedChecks = failures.length;
console.log(`\n${checks} checks, ${failedChecks === 0 ? 'all passed' : `${failedChecks} failed`}`);
if (failures.length > 0) {
  console.log(`wrangler log:\n${wrangler.log()}`);
  process.exit(1);
}
