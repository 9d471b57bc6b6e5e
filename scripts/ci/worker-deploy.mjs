#!/usr/bin/env node
// CI's deploy step (npm run ci:deploy-worker, the second half of npm run deploy:cloudflare):
// the Worker with the build in its assets folder (deploy/dist/cloudflare/, wrangler.jsonc).
//   main:         `wrangler deploy` (production: Worker gps-app, its D1 and R2), with
//                 `--var SITE_ORIGIN:<origin>` when SITE_ORIGIN is set. Run it after
//                 npm run ci:migrate-d1.
//   other branch: `wrangler versions upload --env preview --preview-alias <slug>`: a version of
//                 the preview Worker (its own D1 and R2), reachable at its alias; production is
//                 not touched.
// Then the address in the job summary ($GITHUB_STEP_SUMMARY) and as the step's `url` output
// ($GITHUB_OUTPUT). The branch is DEPLOY_BRANCH, else GITHUB_REF_NAME.
import { appendFileSync, existsSync, readdirSync } from 'node:fs';
import { deployBranch, isProduction, previewEnvironment, branchSlug } from './publish-target.mjs';
import { runWrangler } from './run-wrangler.mjs';
import { environmentConfig, readWranglerConfig } from './wrangler-config.mjs';
import {
  parseDeploy,
  parseVersionUpload,
  previewAddress,
  previewSummary,
  productionSummary,
  siteAt,
} from './wrangler-output.mjs';

const fail = (message) => {
  console.log(`::error title=Deploy::${message}`);
  process.exit(1);
};

const branch = deployBranch();
if (!branch) fail('Set DEPLOY_BRANCH: main publishes production, any other name a preview.');
const config = readWranglerConfig();
const folder = config.assets?.directory;
if (!folder || !existsSync(folder) || !readdirSync(folder).length)
  fail(`${folder ?? "wrangler.jsonc's assets.directory"} has no build: run npm run build first.`);

const production = isProduction(branch);
const commit = process.env.GITHUB_SHA ?? '';
const siteOrigin = process.env.SITE_ORIGIN?.trim();
const message = commit ? ['--message', `${branch} ${commit}`.slice(0, 100)] : [];
let args;
if (production) {
  args = ['deploy', ...message];
  if (siteOrigin) args.push('--var', `SITE_ORIGIN:${siteOrigin}`);
} else {
  const workerName = environmentConfig(config, previewEnvironment).name;
  const alias = branchSlug(branch, workerName);
  args = ['versions', 'upload', '--env', previewEnvironment, '--preview-alias', alias, ...message];
}

const { code, log, outputFile } = await runWrangler(args);
if (code !== 0)
  fail(
    `wrangler ${args[0] === 'deploy' ? 'deploy' : 'versions upload'} failed (exit ${code}): ` +
      `nothing was published${production ? '; the site keeps its last version' : ''}.`,
  );

let summary;
let address;
if (production) {
  const deploy = parseDeploy({ outputFile, log });
  summary = productionSummary(deploy, { commit, siteOrigin });
  address = siteOrigin ? siteAt(siteOrigin) : deploy?.url ? siteAt(deploy.url) : null;
} else {
  const preview = parseVersionUpload({ outputFile, log });
  if (!preview) {
    console.log(
      '::warning title=Deploy::the preview version was uploaded but wrangler reported no preview ' +
        "URL: turn on the preview Worker's Preview URLs (Settings → Domains & Routes)",
    );
    process.exit(0);
  }
  summary = previewSummary(preview, { branch, commit });
  address = previewAddress(preview);
}
console.log(`\n${summary}`);
if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, summary);
if (process.env.GITHUB_OUTPUT && address)
  appendFileSync(process.env.GITHUB_OUTPUT, `url=${address}\n`);
