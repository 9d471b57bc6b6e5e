// The publishing loop in tests/requests/inbox-e2e.mjs, on the Worker in wrangler dev: the workflow's
// step (scripts/ci/publish-status.mjs, run as the workflow runs it) reports runs; the Telegram
// stub receives the refusal once, in Georgian first; the inbox page (in Georgian) shows it, then
// live; and the launch checklist the build wrote beside the page.
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { basePath } from '../../site.config.mjs';

const root = resolve(import.meta.dirname, '../..');
const problem = {
  file: 'content/offers/spring-sale.yaml',
  line: 12,
  entry: 'spring-sale',
  field: 'ka.validUntil',
  message: 'is not a real calendar date (check the month and the day)',
};
const georgianTime = /\d{1,2} [\u10D0-\u10FF]+ \d{4}, \d\d:\d\d/;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function checkPublishLoop({ server, page, telegram, token, temp, check }) {
  const url = `${server.origin}${basePath}/api/publish-status`;
  const problems = join(temp, 'content-problems.json');
  writeFileSync(problems, JSON.stringify([problem]));
  const step = async (state, run) => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [join(root, 'scripts/ci/publish-status.mjs'), state],
      {
        cwd: root,
        env: {
          PATH: process.env.PATH,
          GITHUB_REF_NAME: 'main',
          // What GitHub sets; the step reads it when the project is a copy without git (npm test).
          GITHUB_SHA: 'c0ffee'.padEnd(40, '0'),
          GITHUB_RUN_ID: run,
          GITHUB_RUN_ATTEMPT: '1',
          PUBLISH_STATUS_URL: url,
          PUBLISH_STATUS_TOKEN: token,
          CONTENT_PROBLEMS_FILE: problems,
        },
      },
    );
    return stdout.trim();
  };
  const post = (body, secret = token) =>
    fetch(url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  const stranger = await post({ run: '1-1', state: 'live', commit: 'abcdef1' }, `${token}x`);
  check(stranger.status === 403, 'a report with another token is refused', `${stranger.status}`);

  const refusals = () => telegram.calls.filter((call) => call.body.text?.startsWith('⛔'));
  await step('started', '7001');
  const sent = await step('refused', '7001');
  await step('refused', '7001'); // the step retried: the same run, no second message
  check(
    sent === 'Publish status "refused" sent (1 problem(s)).',
    'the workflow’s step sends the refusal',
    sent,
  );
  for (let waited = 0; refusals().length === 0 && waited < 10_000; waited += 250) await sleep(250);
  await sleep(1500); // room for a second message, which must not come
  const [message] = refusals();
  const text = message?.body.text ?? '';
  check(refusals().length === 1, 'the Telegram stub gets the refusal once', `${refusals().length}`);
  check(
    text.startsWith('⛔ <b>საიტი არ გამოქვეყნდა</b>') &&
      [
        'content/offers/spring-sale.yaml',
        'სტრიქონი 12',
        'ჩანაწერი: spring-sale',
        'validUntil',
        'ქართული სვეტი',
        problem.message,
        'შეინახეთ',
      ].every((part) => text.includes(part)) &&
      text.indexOf('The site was not published') > text.indexOf('ეს შენახვა'),
    'in Georgian first, naming file, line, entry, field and message, then English',
  );
  const late = await (await post({ run: '7001-1', state: 'started', commit: 'abcdef1' })).json();
  check(late.state === 'refused', 'a late "started" does not undo the refusal (D1 upsert)');

  await page.reload();
  const status = page.locator('section.publish');
  await status.waitFor();
  const shown = await status.innerText();
  check(
    (await status.getAttribute('data-state')) === 'refused' &&
      shown.includes('არ გამოქვეყნდა') &&
      georgianTime.test(shown) &&
      shown.includes(problem.file) &&
      shown.includes(problem.message),
    'the inbox shows the refusal at the top, its problem and a Georgian date',
    shown.split('\n')[1],
  );

  const live = await step('live', '7002');
  check(live === 'Publish status "live" sent (0 problem(s)).', 'the next run reports live', live);
  await page.reload();
  await page.locator('section.publish[data-state="live"]').waitFor();
  const liveText = await page.locator('section.publish .state').innerText();
  check(
    liveText.startsWith('საიტი განახლებულია. გამოქვეყნდა: ') && georgianTime.test(liveText),
    'then the inbox shows live, since when',
    liveText,
  );
  check(refusals().length === 1, 'live sends no message');

  const summary = await page.locator('details.launch summary').innerText();
  const files = await page.locator('details.launch code').allInnerTexts();
  check(
    /^გაშვებამდე \(\d+\)$/.test(summary) && files.every((file) => file.startsWith('content/')),
    'the launch checklist shows as "Before launch" with each item’s file',
    `${summary}, ${files.length} items`,
  );
}
