/** @jest-environment node */
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
import { localDatabaseId, migrationPlan } from '../../../../scripts/ci/d1-migrate.mjs';

const repositoryToml = readFileSync('wrangler.toml', 'utf8');
const withId = (id) => repositoryToml.replace(`"${localDatabaseId}"`, `"${id}"`);

describe('the D1 migrations before a deploy', () => {
  it('skips, saying why, while wrangler.toml names the local stand-in database', () => {
    const plan = migrationPlan(repositoryToml);
    expect(plan.apply).toBe(false);
    expect(plan.reason).toContain('docs/requests.md');
  });

  it('applies migrations/ remotely to the database bound as DB once it has a real id', () => {
    expect(migrationPlan(withId('0f1e2d3c-aaaa-bbbb-cccc-123456789abc'))).toEqual({
      apply: true,
      args: ['d1', 'migrations', 'apply', 'DB', '--remote'],
    });
    expect(migrationPlan('name = "x"\n').apply).toBe(false);
  });

  // The script and npm run deploy:cloudflare in a scratch project whose wrangler records calls.
  function project({ toml, failMigrations = false }) {
    const dir = mkdtempSync(join(tmpdir(), 'd1-migrate-'));
    mkdirSync(join(dir, 'node_modules/.bin'), { recursive: true });
    mkdirSync(join(dir, 'scripts'), { recursive: true });
    symlinkSync(resolve('scripts/ci'), join(dir, 'scripts/ci'));
    writeFileSync(join(dir, 'wrangler.toml'), toml);
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8'));
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({ name: 'scratch', private: true, scripts }),
    );
    writeFileSync(
      join(dir, 'node_modules/.bin/wrangler'),
      `#!/bin/sh
echo "$*" >> "${dir}/calls"
[ "$1" = d1 ] && [ ${failMigrations ? 1 : 0} = 1 ] && exit 7
exit 0
`,
    );
    chmodSync(join(dir, 'node_modules/.bin/wrangler'), 0o755);
    const npm = (script, env = {}) =>
      spawnSync('npm', ['run', '--silent', script], {
        cwd: dir,
        encoding: 'utf8',
        env: { PATH: process.env.PATH, HOME: dir, CF_PAGES_PROJECT: 'print', ...env },
      });
    const calls = () =>
      existsSync(join(dir, 'calls'))
        ? readFileSync(join(dir, 'calls'), 'utf8').trim().split('\n')
        : [];
    return { npm, calls, remove: () => rmSync(dir, { recursive: true, force: true }) };
  }

  it('npm run deploy:cloudflare applies the migrations, then deploys', () => {
    const p = project({ toml: withId('real-database-id') });
    try {
      const result = p.npm('deploy:cloudflare');
      expect(result.status).toBe(0);
      expect(p.calls()).toEqual([
        'd1 migrations apply DB --remote',
        'pages deploy deploy/dist/cloudflare --project-name print --branch main',
      ]);
    } finally {
      p.remove();
    }
  });

  it('a failed migration stops the deploy', () => {
    const p = project({ toml: withId('real-database-id'), failMigrations: true });
    try {
      const result = p.npm('deploy:cloudflare');
      expect(result.status).not.toBe(0);
      expect(result.stdout).toContain('::error title=D1 migrations::');
      expect(p.calls()).toEqual(['d1 migrations apply DB --remote']);
    } finally {
      p.remove();
    }
  });

  it('without a database set up, warns and deploys the site as before', () => {
    const p = project({ toml: repositoryToml });
    try {
      const result = p.npm('ci:migrate-d1');
      expect(result.status).toBe(0);
      expect(result.stdout).toContain('::warning title=D1 migrations::skipped');
      expect(p.calls()).toEqual([]);
    } finally {
      p.remove();
    }
  });
});
