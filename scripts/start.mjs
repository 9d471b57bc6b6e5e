#!/usr/bin/env node
// npm start, after the build: the shop's Worker on this machine (wrangler dev, loopback only),
// the way Cloudflare runs it. The forms post to it, requests land in a local D1 (migrations/
// applied first, idempotent; kept in .wrangler/state between runs), photos in a local R2, each
// notification is printed here (no Telegram or e-mail is configured), and the dealer's inbox
// opens without Cloudflare Access: INBOX_LOCAL_SIGN_IN lets in loopback host names only
// (worker/index.ts inboxAccess), and wrangler.jsonc, which deploys, never sets it.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { basePath } from '../site.config.mjs';
import { wranglerLocal } from './lib/wrangler-local.mjs';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 3000);
if (!existsSync(join(root, 'deploy/dist/cloudflare', basePath.slice(1), 'index.html'))) {
  console.error('No build in deploy/dist/cloudflare/: run npm run build first (npm start does).');
  process.exit(1);
}

const wrangler = wranglerLocal({
  root,
  temp: join(root, '.wrangler/start'),
  state: join(root, '.wrangler/state'),
  // 'log' and not 'info': the Worker's console (each notification) prints at wrangler's log level.
  log: 'log',
});
wrangler.migrate();
await wrangler.start({
  port,
  bindings: { INBOX_LOCAL_SIGN_IN: 'loopback' },
  readyPath: `${basePath}/`,
  echo: true,
});
const origin = `http://localhost:${port}`;
console.log(`
The shop:          ${origin}${basePath}/
The dealer's inbox: ${origin}${basePath}/admin/requests/   (this machine only; no sign-in)
A request sent from the site gets its reference and appears in the inbox; its notification is
printed here. Ctrl-C stops the server.
`);
const stop = () => wrangler.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
await wrangler.exited();
