#!/usr/bin/env node
/**
 * The requests endpoint in Cloudflare's own runtime, end to end (not a timed test; run it after
 * changing functions/ or migrations/): `node scripts/requests-smoke.mjs`.
 *
 * It builds a small stand-in site (an index page and the catalogue's names.json with the test
 * fixtures' product ids), applies migrations/ to a throw-away local D1, starts `wrangler pages
 * dev` with the repository's functions/, a loopback Telegram stub (which refuses the first
 * message, retried with the next request, and the last one, retried by the maintenance
 * endpoint) and a loopback JWKS for Cloudflare Access tokens, then
 * posts each kind of request and reads them back through the inbox API. Loopback only, nothing
 * sent anywhere; the temp folder goes when it ends. PORT (default 9100) is the site; the stubs
 * take PORT+1 and PORT+2. SITE=deploy/dist/cloudflare-pages runs it on a built upload folder
 * instead of the stand-in (its _headers and _redirects then apply too).
 */
import { execFileSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { parse as parseYaml } from 'yaml';
import { basePath } from '../site.config.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 9100);
const telegramPort = port + 1;
const jwksPort = port + 2;
const origin = `http://127.0.0.1:${port}`;
const endpoint = `${origin}${basePath}/api/requests`;
const inbox = `${origin}${basePath}/admin/requests/api/`;
const aud = 'smoke-application-aud';
const team = 'smoke-team';
const databaseId = 'local-gps-app-requests'; // wrangler.toml's local id

const temp = mkdtempSync(join(tmpdir(), 'gps-requests-smoke-'));
const hadWranglerFolder = existsSync(join(root, '.wrangler'));
const failures = [];
let checks = 0;
function check(ok, what, detail = '') {
  checks += 1;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}${detail ? ` (${detail})` : ''}`);
  if (!ok) failures.push(what);
}

// --- The site: a stand-in whose catalogue ids come from the test fixtures, or (SITE=folder, e.g.
// deploy/dist/cloudflare-pages after a build) a real upload folder and the ids its names.json has.
const namesPath = (folder) => join(folder, basePath.slice(1), 'product-data/ka/names.json');
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
}

// --- Telegram stub: records sendMessage calls; refuses as many as `refusals` says.
const telegramCalls = [];
let refusals = 1;
const telegram = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    const refused = refusals > 0;
    if (refused) refusals -= 1;
    telegramCalls.push({ url: request.url, body: JSON.parse(body || '{}'), refused });
    response.writeHead(refused ? 502 : 200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(refused ? { ok: false } : { ok: true, result: {} }));
  });
});

// --- Access: a key pair whose public half the JWKS server publishes, and a stranger's.
const teamKey = await generateKeyPair('RS256', { extractable: true });
const strangerKey = await generateKeyPair('RS256', { extractable: true });
const jwk = { ...(await exportJWK(teamKey.publicKey)), kid: 'smoke', alg: 'RS256', use: 'sig' };
const jwks = createServer((request, response) => {
  response.writeHead(200, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify({ keys: [jwk] }));
});
const accessToken = (key = teamKey.privateKey) =>
  new SignJWT({ email: 'dealer@example.ge' })
    .setProtectedHeader({ alg: 'RS256', kid: 'smoke' })
    .setIssuedAt()
    .setIssuer(`https://${team}.cloudflareaccess.com`)
    .setAudience(aud)
    .setExpirationTime('10m')
    .sign(key);

const listen = (server, listenPort) =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenPort, '127.0.0.1', resolve);
  });

// --- wrangler, as scripts/wrangler-test.sh runs it: no metrics, no account, state in temp.
const wranglerEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_SEND_ERROR_REPORTS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  NO_UPDATE_NOTIFIER: '1',
  CI: '1',
  WRANGLER_LOG: 'warn',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  HOME: join(temp, 'home'),
  XDG_CONFIG_HOME: join(temp, 'home/.config'),
  WRANGLER_CACHE_DIR: join(temp, 'cache'),
};
mkdirSync(wranglerEnv.HOME, { recursive: true });
const wranglerBin = join(root, 'node_modules/wrangler/bin/wrangler.js');
const state = join(temp, 'state');
let wrangler;
let wranglerLog = '';

async function stop() {
  if (wrangler && wrangler.exitCode === null) {
    // The whole group: wrangler, its esbuild and the workerd processes it started.
    const exited = new Promise((resolve) => wrangler.once('exit', resolve));
    process.kill(-wrangler.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    try {
      process.kill(-wrangler.pid, 'SIGKILL');
    } catch {
      // All gone already.
    }
  }
  telegram.close();
  jwks.close();
  rmSync(temp, { recursive: true, force: true });
  if (!hadWranglerFolder) rmSync(join(root, '.wrangler'), { recursive: true, force: true });
}

// However the script ends (an error, Ctrl-C, a closed pipe), workerd must not outlive it.
process.on('exit', () => {
  if (wrangler && wrangler.exitCode === null) {
    try {
      process.kill(-wrangler.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGPIPE']) process.on(signal, () => process.exit(130));
process.stdout.on('error', () => process.exit(1));

async function waitFor(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (wrangler.exitCode !== null) throw new Error(`wrangler exited:\n${wranglerLog}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${wranglerLog}`);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const postJson = (body, headers = {}) =>
  fetch(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const inboxCall = async (path, init = {}, token) =>
  fetch(`${inbox}${path}`, {
    ...init,
    headers: { ...(init.headers ?? {}), ...(token ? { 'Cf-Access-Jwt-Assertion': token } : {}) },
  });

// Bodies as the forms send them (useDelivery adds page and submissionId; see the unit tests'
// form-payloads.ts, which builds them with the forms' own functions).
const startedAt = Date.now() - 60_000;
const page = `${origin}${basePath}/en/contacts/`;
const [productA, productB] = productIds;
const bodies = {
  contact: {
    topic: 'general',
    name: 'Nino Beridze',
    reply: 'email',
    email: 'nino@example.ge',
    phone: '+995555123456',
    message: 'Please call me about a printer.',
    topicLabel: 'General question',
    replyLabel: 'E-mail',
    subject: 'General question: a message from the website',
  },
  quote: {
    kind: 'quote',
    items: [
      { id: productA, name: `Name of ${productA}`, quantity: 2 },
      { id: productB, name: `Name of ${productB}`, quantity: 1 },
    ],
    note: 'By Friday',
    name: 'Giorgi',
    company: 'Office <Ltd> & Co',
    email: '',
    phone: '+995599112233',
    subject: 'Quote request from the website',
  },
  service: {
    kind: 'service',
    model: 'C3030',
    serial: 'ABC12345',
    problem: 'paper-jam',
    errorCode: '',
    details: '',
    urgency: 'normal',
    address: 'Tbilisi, Rustaveli 1',
    visitDate: '',
    visitTime: 'any',
    name: 'Levan',
    phone: '+995555001122',
    email: '',
    productId: productA,
    problemLabel: 'Paper jam',
    urgencyLabel: 'Normal',
    visitTimeLabel: 'Any time',
    subject: 'Service request: C3030, ABC12345',
  },
  meter: {
    kind: 'meter',
    serial: 'XYZ98765',
    date: new Date().toISOString().slice(0, 10),
    mono: '12345',
    colour: '',
    name: '=HYPERLINK("http://evil.example")',
    phone: '',
    email: 'tamar@example.ge',
    subject: 'Meter reading: XYZ98765',
  },
};

try {
  await listen(telegram, telegramPort);
  await listen(jwks, jwksPort);
  console.log(
    `stubs: Telegram on ${telegramPort}, JWKS on ${jwksPort}; products ${productIds.join(', ')}`,
  );

  // Without WRANGLER_LOG: any value of it keeps `d1 execute --json` from printing its result.
  const d1Env = { ...wranglerEnv };
  delete d1Env.WRANGLER_LOG;
  const wranglerRun = (...args) =>
    execFileSync(process.execPath, [wranglerBin, ...args], {
      cwd: root,
      env: d1Env,
      encoding: 'utf8',
    });
  wranglerRun('d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state);
  const tables = wranglerRun(
    'd1',
    'execute',
    'DB',
    '--local',
    '--persist-to',
    state,
    '--json',
    '--command',
    "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name",
  );
  const tableNames = JSON.parse(tables)[0].results.map((row) => row.name);
  check(
    ['rate_limits', 'requests'].every((name) => tableNames.includes(name)),
    'migrations applied to the local D1',
    tableNames.join(', '),
  );

  const bindings = {
    TELEGRAM_BOT_TOKEN: '123456:smoke',
    TELEGRAM_CHAT_ID: '-1001',
    TELEGRAM_API_BASE: `http://127.0.0.1:${telegramPort}`,
    ACCESS_TEAM_DOMAIN: team,
    ACCESS_AUD: aud,
    ACCESS_CERTS_URL: `http://127.0.0.1:${jwksPort}/certs`,
    // Five requests are stored before the rate-limit check at the end: one more fits.
    RATE_LIMIT_PER_HOUR: '6',
  };
  wrangler = spawn(
    process.execPath,
    [
      wranglerBin,
      'pages',
      'dev',
      site,
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--compatibility-date',
      '2026-04-01',
      '--persist-to',
      state,
      '--show-interactive-dev-session=false',
      '--inspector-port',
      '0',
      '--d1',
      `DB=${databaseId}`,
      ...Object.entries(bindings).flatMap(([key, value]) => ['--binding', `${key}=${value}`]),
    ],
    { cwd: root, env: wranglerEnv, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  wrangler.stdout.on('data', (chunk) => (wranglerLog += chunk));
  wrangler.stderr.on('data', (chunk) => (wranglerLog += chunk));
  await waitFor(`${origin}${basePath}/`, 90_000);
  console.log(`wrangler pages dev ready at ${origin}${basePath}/`);

  // Each kind, as the forms send it.
  const references = {};
  for (const [kind, body] of Object.entries(bodies)) {
    const response = await postJson({
      ...body,
      page,
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

  const honeypot = await postJson({
    ...bodies.contact,
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
  await sleep(1000);
  refusals = 1;
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
  const strangerToken = await inboxCall('', {}, await accessToken(strangerKey.privateKey));
  check(strangerToken.status === 403, 'the inbox answers 403 to a token signed by another key');

  const token = await accessToken();
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

  // The CSV, judged by Python's csv module.
  const csvResponse = await inboxCall('export.csv', {}, token);
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
    meterRow?.[csvRows[0].indexOf('name')] === `'${bodies.meter.name}`,
    'a cell that would be a formula starts with an apostrophe',
    meterRow?.[csvRows[0].indexOf('name')],
  );
  const quoteRow = csvRows.find((row) => row[0] === references.quote);
  check(
    quoteRow?.[csvRows[0].indexOf('company')] === bodies.quote.company,
    'text with <, > and & arrives unchanged',
  );

  // Notifications: the stub refused the first; maintenance sends what is still pending.
  await sleep(1500);
  const maintenance = await inboxCall('maintenance', { method: 'POST' }, token);
  const maintained = await maintenance.json();
  check(
    maintenance.status === 200 && maintained.sent === 1,
    'the maintenance endpoint sends the notification that is still pending',
    JSON.stringify(maintained),
  );
  await sleep(1500);
  const delivered = telegramCalls.filter((call) => !call.refused);
  const perReference = expected.map(
    (reference) => delivered.filter((call) => call.body.text?.includes(reference)).length,
  );
  check(
    telegramCalls.filter((call) => call.refused).length === 2,
    'the stub refused two messages (failed notifications)',
  );
  check(
    perReference.every((count) => count === 1) && delivered.length === expected.length,
    'the Telegram stub got exactly one message per stored request, the refused one retried',
    `${delivered.length} delivered, ${telegramCalls.length} calls, per request ${perReference.join('/')}`,
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

  // The limit per address, counted in D1 (the sixth new request fits, the seventh does not).
  const sixth = await postJson({ ...bodies.contact, startedAt, submissionId: 'smoke-limit-0006' });
  const seventh = await postJson({
    ...bodies.contact,
    startedAt,
    submissionId: 'smoke-limit-0007',
  });
  const retryAfter = Number(seventh.headers.get('retry-after'));
  check(
    sixth.status === 201 && seventh.status === 429 && retryAfter > 0 && retryAfter <= 3600,
    'the rate limit lets the sixth request of the hour in and answers the seventh with 429',
    `${sixth.status}, ${seventh.status} Retry-After ${retryAfter}`,
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
  console.log(`wrangler log:\n${wranglerLog}`);
  process.exit(1);
}
