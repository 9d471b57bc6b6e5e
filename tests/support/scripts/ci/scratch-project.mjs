// A scratch project for the deploy scripts: the repository's package.json scripts, scripts/ci
// (linked), wrangler.jsonc with real-looking database ids, a built assets folder, and a stand-in
// wrangler at node_modules/.bin/wrangler. The stand-in records each call's arguments (one line a
// call) and prints and writes (WRANGLER_OUTPUT_FILE_PATH) what wrangler 4.86 does for `deploy`,
// `versions upload` and `d1 migrations apply`; `fail` makes the call starting with that word
// exit 1 after wrangler's error line.
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const productionId = '0f1e2d3c-aaaa-bbbb-cccc-123456789abc';
export const previewId = '0f1e2d3c-aaaa-bbbb-cccc-123456789abd';
export const subdomain = 'dealer.workers.dev';

const repositoryConfig = readFileSync('wrangler.jsonc', 'utf8');
export const configWithIds = (production = productionId, preview = previewId) =>
  repositoryConfig
    .replace('"00000000-0000-0000-0000-000000000000"', `"${production}"`)
    .replace('"00000000-0000-0000-0000-000000000001"', `"${preview}"`);

const standIn = (dir, fail) => `#!/bin/sh
printf '%s\\n' "$*" >> "${dir}/calls"
out="\${WRANGLER_OUTPUT_FILE_PATH:-/dev/null}"
if [ "$1" = "${fail}" ]; then
  echo "✘ [ERROR] A request to the Cloudflare API (/accounts/x/workers/scripts) failed." >&2
  exit 1
fi
case "$1" in
  d1)
    echo "Migrations to be applied:"
    echo "│ 0001_requests.sql │"
    echo "🌀 Executing on remote database DB:"
    echo "✅ 0001_requests.sql"
    ;;
  deploy)
    echo "Total Upload: 96.41 KiB / gzip: 21.80 KiB"
    echo "Uploaded gps-app (3.21 sec)"
    echo "Deployed gps-app triggers (1.02 sec)"
    echo "  https://gps-app.${subdomain}"
    echo "  schedule: */15 * * * *"
    echo "Current Version ID: 5b1c7a9e-1111-2222-3333-444455556666"
    echo '{"type":"deploy","version":1,"worker_name":"gps-app","worker_tag":"t","version_id":"5b1c7a9e-1111-2222-3333-444455556666","targets":["https://gps-app.${subdomain}","schedule: */15 * * * *"]}' >> "$out"
    ;;
  versions)
    alias=""
    while [ $# -gt 0 ]; do
      [ "$1" = "--preview-alias" ] && alias="$2"
      shift
    done
    echo "Uploaded gps-app-preview (2.50 sec)"
    echo "Worker Version ID: 9a8b7c6d-1111-2222-3333-444455556666"
    echo "Version Preview URL: https://9a8b7c6d-gps-app-preview.${subdomain}"
    echo "Version Preview Alias URL: https://$alias-gps-app-preview.${subdomain}"
    echo '{"type":"version-upload","version":1,"worker_name":"gps-app-preview","worker_tag":"t","version_id":"9a8b7c6d-1111-2222-3333-444455556666","preview_url":"https://9a8b7c6d-gps-app-preview.${subdomain}","preview_alias_url":"https://'"$alias"'-gps-app-preview.${subdomain}","wrangler_environment":"preview"}' >> "$out"
    ;;
esac
exit 0
`;

export function scratchProject({ config = configWithIds(), fail = '', build = true } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'deploy-scripts-'));
  mkdirSync(join(dir, 'node_modules/.bin'), { recursive: true });
  mkdirSync(join(dir, 'scripts'), { recursive: true });
  symlinkSync(resolve('scripts/ci'), join(dir, 'scripts/ci'));
  writeFileSync(join(dir, 'wrangler.jsonc'), config);
  if (build) {
    mkdirSync(join(dir, 'deploy/dist/cloudflare/gps-app'), { recursive: true });
    writeFileSync(join(dir, 'deploy/dist/cloudflare/gps-app/index.html'), '<!doctype html>');
  }
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8'));
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'scratch', private: true, scripts }),
  );
  const wrangler = join(dir, 'node_modules/.bin/wrangler');
  writeFileSync(wrangler, standIn(dir, fail));
  chmodSync(wrangler, 0o755);

  const env = (extra) => ({
    PATH: process.env.PATH,
    HOME: dir,
    GITHUB_STEP_SUMMARY: join(dir, 'summary.md'),
    GITHUB_OUTPUT: join(dir, 'output'),
    GITHUB_SHA: 'c0ffee',
    ...extra,
  });
  /** `npm run <script>` in the project. */
  const npm = (script, extra = {}) =>
    spawnSync('npm', ['run', '--silent', script], { cwd: dir, encoding: 'utf8', env: env(extra) });
  /** One script by node, with the stand-in named by WRANGLER_BIN. */
  const node = (file, extra = {}) =>
    spawnSync(process.execPath, [join('scripts/ci', file)], {
      cwd: dir,
      encoding: 'utf8',
      env: env({ WRANGLER_BIN: wrangler, ...extra }),
    });
  const calls = () =>
    existsSync(join(dir, 'calls'))
      ? readFileSync(join(dir, 'calls'), 'utf8').trim().split('\n')
      : [];
  const read = (file) =>
    existsSync(join(dir, file)) ? readFileSync(join(dir, file), 'utf8') : null;
  return {
    dir,
    npm,
    node,
    calls,
    read,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
