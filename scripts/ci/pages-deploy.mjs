// CI's deploy step (npm run ci:deploy-pages): `wrangler pages deploy` of the Cloudflare Pages
// upload the build wrote, to the production branch or a preview branch alias, then the address
// in the job summary ($GITHUB_STEP_SUMMARY) and as the step's `url` output ($GITHUB_OUTPUT).
// Needs CLOUDFLARE_API_TOKEN, CLOUDFLARE_ACCOUNT_ID and CF_PAGES_PROJECT; CF_PAGES_BRANCH picks
// the branch (default main, the production branch).
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deploymentSummary, parseDeployment, publicAddress } from './wrangler-output.mjs';

const folder = 'deploy/dist/cloudflare';
const project = process.env.CF_PAGES_PROJECT;
const branch = process.env.CF_PAGES_BRANCH || 'main';
const commit = process.env.GITHUB_SHA ?? '';
if (!project) {
  console.error(
    'Set CF_PAGES_PROJECT (the Cloudflare Pages project name; docs/deploying.md, "Publishing on ' +
      'every save").',
  );
  process.exit(1);
}
if (!existsSync(join(folder, '_headers'))) {
  console.error(`${folder} has no build: run npm run build first.`);
  process.exit(1);
}

const scratch = mkdtempSync(join(tmpdir(), 'pages-deploy-'));
const outputFile = join(scratch, 'wrangler-output.json');
const args = ['pages', 'deploy', folder, '--project-name', project, '--branch', branch];
if (commit) args.push('--commit-hash', commit);
// The project's wrangler, at the version package-lock.json pins.
const child = spawn(join('node_modules', '.bin', 'wrangler'), args, {
  env: { ...process.env, WRANGLER_OUTPUT_FILE_PATH: outputFile },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let log = '';
child.stdout.on('data', (chunk) => {
  log += chunk;
  process.stdout.write(chunk);
});
const code = await new Promise((resolve) => child.on('close', resolve));
const outputText = existsSync(outputFile) ? readFileSync(outputFile, 'utf8') : '';
rmSync(scratch, { recursive: true, force: true });
if (code !== 0) process.exit(code ?? 1);

const deployment = parseDeployment({ outputFile: outputText, log });
if (!deployment) {
  console.log('::warning title=Deploy::wrangler finished but reported no deployment URL');
  process.exit(0);
}
const where = {
  branch,
  production: branch === (process.env.CF_PAGES_PRODUCTION_BRANCH || 'main'),
  commit,
  siteOrigin: process.env.SITE_ORIGIN,
};
const summary = deploymentSummary(deployment, where);
console.log(`\n${summary}`);
if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, summary);
if (process.env.GITHUB_OUTPUT)
  appendFileSync(process.env.GITHUB_OUTPUT, `url=${publicAddress(deployment, where)}\n`);
