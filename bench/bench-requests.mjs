#!/usr/bin/env node
/**
 * Load benchmark of the requests endpoint (a script, not a timed test): `npm run bench:requests`.
 * Starts the shop's Worker in `wrangler dev` with a fresh local D1
 * (tests/requests/requests-server.mjs), then autocannon drives BENCH_CONNECTIONS (50) concurrent
 * senders for BENCH_SECONDS (30) at POST /gps-app/api/requests: contact messages, each with its
 * own submissionId, and every tenth a repeat of an id already accepted. Afterwards the local D1
 * must hold every accepted request exactly once under the reference it was answered with, and
 * every repeat must have been answered with the first reference. Prints throughput and latency
 * percentiles; exits 1 when a check fails. A POST that the dev server's own proxy drops (a 503
 * "Your worker restarted mid-request", a known wrangler dev fault under load) is counted and
 * sent again afterwards with the same id, as a visitor's form would.
 * The rate limit (RATE_LIMIT_PER_HOUR, default 10 per address an hour) is raised to 10^9 here:
 * every sender is 127.0.0.1. Telegram is not configured, so no notification runs. PORT
 * (default 4200) is the site, PORT+2 the Access key set.
 */
import autocannon from 'autocannon';
import { basePath } from '../site.config.mjs';
import { checkStored, devProxyLost, submissionPlanner } from './lib/bench-requests.mjs';
import { startRequestsServer } from '../tests/requests/requests-server.mjs';
import { formBodies } from '../tests/requests/smoke-bodies.mjs';

const port = Number(process.env.PORT ?? 4200);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 30);
const run = Date.now().toString(36);

const server = await startRequestsServer({
  port,
  name: 'bench-requests',
  bindings: { RATE_LIMIT_PER_HOUR: '1000000000' },
});
let failed = false;
try {
  const planner = submissionPlanner({ run });
  const { contact } = formBodies('unused-a', 'unused-b');
  const startedAt = Date.now() - 60_000;
  const page = `${server.origin}${basePath}/en/contacts/`;
  // Warm-up: `wrangler dev` reloads its worker once soon after it starts, which answers
  // the requests in flight with 503 "Your worker restarted mid-request"; let that pass first.
  for (let n = 0; n < 5; n += 1) {
    await fetch(server.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...contact, page, startedAt, submissionId: `warmup-${run}-${n}` }),
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const result = await autocannon({
    url: server.endpoint,
    connections,
    duration,
    pipelining: 1,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest(request, context) {
          const { id, repeat } = planner.next();
          context.id = id;
          context.repeat = repeat;
          return {
            ...request,
            body: JSON.stringify({ ...contact, page, startedAt, submissionId: id }),
          };
        },
        onResponse(status, body, context) {
          planner.answered(context.id, context.repeat, status, body);
        },
      },
    ],
  });
  // What the dev server's proxy dropped goes again, one at a time, with the same id.
  for (const id of new Set(planner.lost)) {
    const response = await fetch(server.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...contact, page, startedAt, submissionId: id }),
    });
    planner.resent(id, response.status, await response.text());
  }
  await server.stopServer();
  const rows = server.wrangler.query(
    `SELECT submission_id, reference FROM requests WHERE submission_id LIKE 'bench-${run}-%'`,
  );
  const problems = [
    ...planner.mismatches,
    ...checkStored(planner.accepted, rows, planner.unanswered),
  ];
  const statuses = Object.fromEntries([...planner.statuses].sort());
  const other = Object.entries(statuses).filter(
    ([status]) => !['200', '201', '200 resent', '201 resent'].includes(status),
  );
  if (other.length > 0) problems.push(`answers other than 200/201: ${JSON.stringify(statuses)}`);
  if (result.errors > 0 || result.timeouts > 0)
    problems.push(`${result.errors} connection errors, ${result.timeouts} timeouts`);
  console.log(`
Requests benchmark, ${new Date().toISOString().slice(0, 10)}: ${connections} senders for ${duration} s
  answers:    ${result.requests.total} (${JSON.stringify(statuses)})
  throughput: ${result.requests.average.toFixed(1)} requests/s on average
  latency:    p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms
  stored:     ${rows.length} rows for ${planner.accepted.size} accepted requests and ${planner.unanswered.size} cut off unanswered at the end; ${planner.repeats()} repeats answered
  dropped:    ${planner.lost.length} answers were the dev server proxy's 503 "${devProxyLost}" (sent again with the same id)
  checks:     ${problems.length === 0 ? 'every accepted request stored once, every repeat got the first reference' : `${problems.length} problems`}`);
  for (const problem of problems.slice(0, 20)) console.log(`  - ${problem}`);
  for (const sample of planner.samples) console.log(`  answer ${sample}`);
  // What the Worker logged when it answered 503 (the database's error), counted by message.
  const logged = new Map();
  for (const line of server.wrangler.log().split('\n'))
    if (/error|failed|reload|restart|change/i.test(line))
      logged.set(line.trim(), (logged.get(line.trim()) ?? 0) + 1);
  for (const [line, count] of [...logged].sort((a, b) => b[1] - a[1]).slice(0, 5))
    console.log(`  log ${count} × ${line.slice(0, 200)}`);
  failed = problems.length > 0;
} catch (error) {
  console.error(error);
  console.log(`wrangler log:\n${server.wrangler.log()}`);
  failed = true;
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
