#!/usr/bin/env node
// `wrangler deploy --dry-run` of wrangler.jsonc's production Worker and of its preview
// environment, on the build's assets: the Worker bundles, every binding resolves, and the assets
// folder is read, as a deploy would do, without an account and without sending anything.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { offlineEnv } from '../../scripts/lib/wrangler-local.mjs';

const root = resolve(import.meta.dirname, '../..');
const temp = mkdtempSync(join(tmpdir(), 'gps-worker-bundle-'));
try {
  for (const env of ['', 'preview']) {
    const output = execFileSync(
      process.execPath,
      [join(root, 'node_modules/wrangler/bin/wrangler.js'), 'deploy', '--dry-run'].concat(
        `--env=${env}`,
        '--outdir',
        join(temp, env || 'production'),
      ),
      {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, ...offlineEnv, CI: '1', HOME: join(temp, 'home') },
      },
    );
    const size = /Total Upload: ([^\n]+)/.exec(output)?.[1] ?? '?';
    const assets = /Read (\d+) files from the assets directory/.exec(output)?.[1] ?? '?';
    console.log(`${env || 'production'}: Worker ${size}, ${assets} asset files`);
  }
} finally {
  rmSync(temp, { recursive: true, force: true });
}
