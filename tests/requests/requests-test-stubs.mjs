#!/usr/bin/env node
// The outside services of the shop's Worker for the "cloudflare" browser tests, on loopback
// (started by tests/hosts/wrangler-test.sh, stopped with it): Telegram's Bot API (records every
// message) and Cloudflare Access's key set (tests/requests/smoke-stubs.mjs), plus a control server
// through which a test reads what the Telegram stub received and gets Access tokens signed with
// the team's key. tests/e2e/requests-server.ts is the tests' side of it.
//   node tests/requests/requests-test-stubs.mjs <telegram port> <jwks port> <control port> <e-mail port>
import { createServer } from 'node:http';
import { accessStub, listen, resendStub, telegramStub } from './smoke-stubs.mjs';

export const accessTeam = 'e2e-team';
export const accessAud = 'e2e-application-aud';

const [telegramPort, jwksPort, controlPort, emailPort] = process.argv.slice(2).map(Number);
if (!telegramPort || !jwksPort || !controlPort || !emailPort) {
  throw new Error(
    'usage: requests-test-stubs.mjs <telegram port> <jwks port> <control port> <e-mail port>',
  );
}

const telegram = telegramStub();
const email = resendStub();
const access = await accessStub({ team: accessTeam, aud: accessAud });
const control = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const answer = (status, body) => {
    response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    response.end(JSON.stringify(body));
  };
  // Every sendMessage the Worker made: { text, chat_id, … } with whether it was refused.
  if (url.pathname === '/messages') {
    return answer(
      200,
      telegram.calls.map(({ body, refused }) => ({ ...body, refused })),
    );
  }
  // Every e-mail the Worker sent through the Resend API: { from, to, subject, text, html }.
  if (url.pathname === '/emails') {
    return answer(
      200,
      email.calls.map(({ body }) => body),
    );
  }
  // A token as Access issues it after sign-in; ?stranger=1 signs with a key Access does not publish.
  if (url.pathname === '/token') {
    access
      .token({ stranger: url.searchParams.has('stranger') })
      .then((token) => answer(200, { token }))
      .catch((error) => answer(500, { error: String(error) }));
    return;
  }
  answer(404, { error: 'unknown' });
});

await listen(telegram.server, telegramPort);
await listen(access.server, jwksPort);
await listen(control, controlPort);
await listen(email.server, emailPort);
console.log(
  `requests stubs: Telegram :${telegramPort}, Access keys :${jwksPort}, control :${controlPort}, e-mail :${emailPort}`,
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const server of [telegram.server, access.server, control, email.server]) server.close();
    process.exit(0);
  });
}
