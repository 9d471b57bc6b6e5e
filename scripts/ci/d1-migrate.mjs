#!/usr/bin/env node
// The step before the production deploy (npm run ci:migrate-d1, the first half of npm run
// deploy:cloudflare): applies migrations/ to the requests databases in the Cloudflare account,
// production's and then the previews' (`wrangler d1 migrations apply DB --remote [--env
// preview]`; wrangler applies only the files not yet applied), so the Worker about to go live
// never meets a database without its tables, and previews get the same schema without any
// branch ever migrating. Only on `main`: on any other branch it does nothing and says so.
// Both ids in wrangler.jsonc must be real (not the zeros it ships with); a failed migration
// stops the deploy (wrangler's exit code).
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { deployBranch, isProduction, previewEnvironment } from './publish-target.mjs';
import { runWrangler } from './run-wrangler.mjs';
import { database, isPlaceholderId, readWranglerConfig } from './wrangler-config.mjs';

const apply = ['d1', 'migrations', 'apply', 'DB', '--remote'];

/** What to run for a branch and wrangler.jsonc: { run: [args…] }, { skip }, or { error }. */
export function migrationPlan(config, branch) {
  if (!branch) return { error: 'Set DEPLOY_BRANCH (main migrates and publishes production).' };
  if (!isProduction(branch))
    return { skip: `branch ${branch} is not main: only main migrates (production, then preview)` };
  const missing = [
    ['production', 'd1_databases', ''],
    [previewEnvironment, `env.${previewEnvironment}.d1_databases`, ` --env ${previewEnvironment}`],
  ]
    .filter(([environment]) => isPlaceholderId(database(config, environment)?.database_id))
    .map(
      ([environment, key, flag]) =>
        `${key} (DB): put the id \`wrangler d1 create${flag ? ` <name>${flag}` : ''}\` printed ` +
        `for the ${environment} database`,
    );
  if (missing.length)
    return {
      error:
        `wrangler.jsonc names no real requests database: ${missing.join('; ')} ` +
        '(docs/deploying.md, "Cloudflare: set up once").',
    };
  return { run: [apply, [...apply, '--env', previewEnvironment]] };
}

if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  const plan = migrationPlan(readWranglerConfig(), deployBranch());
  if (plan.skip) {
    console.log(`::notice title=D1 migrations::skipped: ${plan.skip}`);
    process.exit(0);
  }
  if (plan.error) {
    console.log(`::error title=D1 migrations::${plan.error}`);
    process.exit(1);
  }
  for (const args of plan.run) {
    const { code } = await runWrangler(args);
    if (code !== 0) {
      console.log(
        `::error title=D1 migrations::wrangler ${args.join(' ')} failed (exit ${code}); ` +
          'nothing was deployed',
      );
      process.exit(code || 1);
    }
  }
}
