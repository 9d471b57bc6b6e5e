// npm test's "image CDN" step: the photos through each image CDN, against a real image server.
// In a temporary copy of the project (node_modules hard-linked, so that webpack sees the same
// module paths as the main build and the budgets compare like with like)
// it builds the export with IMAGE_CDN=cloudflare, then netlify, and runs the browser specs of
// the photos against each on scripts/serve.mjs, which puts IPX behind the CDN's URL form for
// such a build (scripts/image-cdn/standin.mjs): tests/e2e/image-cdn.spec.ts checks the sizes and
// types, images.spec.ts confirms it has nothing to check; check-budgets runs on each export too.
// The Cloudflare build is also served as the publish workflow's gate serves it: the Worker's assets
// in wrangler with IPX in front (serving.spec.ts, console.spec.ts). The local build is npm test's own.
//
// Usage: node scripts/check-image-cdn.mjs [cloudflare|netlify …]   (IMAGE_CDN_CHECK_PORT, default
// 3600; KEEP=1 keeps the copy). Exits non-zero when any step fails.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { copyProject } from './lib/project-copy.mjs';

const root = resolve(import.meta.dirname, '..');
const port = process.env.IMAGE_CDN_CHECK_PORT ?? '3600';
const cdns = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['cloudflare', 'netlify'];
const specs = ['image-cdn.spec.ts', 'images.spec.ts'];
const pagesSpecs = ['serving.spec.ts', 'console.spec.ts'];
const started = performance.now();
const seconds = (since) => `${Math.round((performance.now() - since) / 1000)} s`;

const dir = copyProject(root, 'gps-image-cdn-', { modules: 'hardlink' });

let failed = null;
for (const cdn of cdns) {
  const env = { ...process.env, PORT: port, CI: '1', IMAGE_CDN: cdn };
  // The serve.mjs project (and, for Cloudflare, the Worker's assets in wrangler), not nginx.
  delete env.REQUIRE_NGINX;
  delete env.REQUIRE_CLOUDFLARE;
  env.NGINX_PATH = join(dir, 'no-nginx');
  const steps = [
    ['build', 'npm', ['run', 'build']],
    // The originals ship, named only inside transformation URLs; pages within their budgets.
    ['performance budgets', 'node', ['scripts/check-budgets.mjs']],
    // The publish workflow's gate for such a build on Cloudflare: the Worker in wrangler dev,
    // behind IPX as the Worker is behind the edge's /cdn-cgi/image/ (scripts/wrangler-test.sh): its
    // headers, and a page per template loading every photo without a failed request.
    ...(cdn === 'cloudflare'
      ? [['Worker', 'npx', ['playwright', 'test', ...pagesSpecs, '--project=cloudflare']]]
      : []),
    ['browser specs', 'npx', ['playwright', 'test', ...specs, '--project=chromium']],
  ];
  for (const [name, command, args] of steps) {
    const stepStarted = performance.now();
    console.log(`\n== image CDN ${cdn}: ${name}`);
    // The host upload folders would start wrangler (playwright.config.ts); not needed here.
    if (name === 'browser specs')
      rmSync(join(dir, 'deploy/dist'), { recursive: true, force: true });
    const stepEnv = name === 'Worker' ? { ...env, REQUIRE_CLOUDFLARE: '1' } : env;
    const result = spawnSync(command, args, { cwd: dir, env: stepEnv, stdio: 'inherit' });
    if (name === 'build' && result.status === 0 && existsSync(join(dir, 'out/_img'))) {
      console.error('the export holds photo variants: the build did not use the image CDN');
      failed = `${cdn} ${name}`;
      break;
    }
    console.log(
      `== image CDN ${cdn}: ${name} ${result.status === 0 ? 'ok' : 'FAILED'} (${seconds(stepStarted)})`,
    );
    if (result.status !== 0) {
      failed = `${cdn} ${name}`;
      break;
    }
  }
  if (failed) break;
}

if (process.env.KEEP) console.log(`kept ${dir}`);
else rmSync(dir, { recursive: true, force: true });
if (failed) {
  console.error(`image CDN: step "${failed}" failed`);
  process.exit(1);
}
console.log(`\nimage CDN: ${cdns.join(' and ')} serve every photo as asked (${seconds(started)})`);
