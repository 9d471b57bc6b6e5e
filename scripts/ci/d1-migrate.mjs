#!/usr/bin/env node
// Deploy step before `wrangler pages deploy` (npm run ci:migrate-d1, and the first half of npm
// run deploy:cloudflare): applies migrations/ to the requests database in the Cloudflare
// account (`wrangler d1 migrations apply DB --remote`; it applies only files not yet applied),
// so the Functions that are about to go live never meet a database without their tables.
// While wrangler.toml still names the local stand-in database, the requests are not set up
// (docs/requests.md, "Setting it up on Cloudflare"): this says so and lets the deploy go on.
// A failed migration stops the deploy (exit code of wrangler).
import { spawnSync } from 'node:child_process';
import { readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The stand-in id wrangler.toml ships with, for local runs. */
export const localDatabaseId = 'local-gps-app-requests';

/** What to do for wrangler.toml's text: apply to the database bound as DB, or skip (and why). */
export function migrationPlan(toml) {
  const block = toml
    .split(/^\[\[/m)
    .find((part) => part.startsWith('d1_databases]]') && /^binding\s*=\s*"DB"/m.test(part));
  if (!block) return { apply: false, reason: 'wrangler.toml binds no D1 database as DB' };
  const id = /^database_id\s*=\s*"([^"]*)"/m.exec(block)?.[1] ?? '';
  if (!id || id === localDatabaseId)
    return {
      apply: false,
      reason: `wrangler.toml's database_id is still "${id || 'empty'}": the requests database is not set up (docs/requests.md)`,
    };
  return { apply: true, args: ['d1', 'migrations', 'apply', 'DB', '--remote'] };
}

if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  const plan = migrationPlan(readFileSync('wrangler.toml', 'utf8'));
  if (!plan.apply) {
    console.log(`::warning title=D1 migrations::skipped: ${plan.reason}`);
    process.exit(0);
  }
  console.log(`wrangler ${plan.args.join(' ')}`);
  // The project's wrangler, at the version package-lock.json pins; CI=1 answers its prompt.
  const result = spawnSync(join('node_modules', '.bin', 'wrangler'), plan.args, {
    stdio: 'inherit',
    env: { ...process.env, CI: process.env.CI || 'true' },
  });
  if (result.status !== 0) {
    console.log('::error title=D1 migrations::failed; nothing was deployed');
    process.exit(result.status ?? 1);
  }
}
