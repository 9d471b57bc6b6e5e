// `wrangler pages dev` with a local D1, as scripts/wrangler-test.sh runs wrangler: loopback only,
// no metrics, no account, logs and state in a temp folder. For scripts/requests-smoke.mjs.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export function wranglerLocal({ root, temp, databaseId }) {
  const env = {
    ...process.env,
    WRANGLER_SEND_METRICS: 'false',
    WRANGLER_SEND_ERROR_REPORTS: 'false',
    WRANGLER_HIDE_BANNER: 'true',
    NO_UPDATE_NOTIFIER: '1',
    CI: '1',
    WRANGLER_LOG: 'warn',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    HOME: join(temp, 'home'),
    XDG_CONFIG_HOME: join(temp, 'home/.config'),
    WRANGLER_CACHE_DIR: join(temp, 'cache'),
  };
  mkdirSync(env.HOME, { recursive: true });
  const bin = join(root, 'node_modules/wrangler/bin/wrangler.js');
  const state = join(temp, 'state');
  const hadWranglerFolder = existsSync(join(root, '.wrangler'));
  let child;
  let log = '';

  // Without WRANGLER_LOG: any value of it keeps `d1 execute --json` from printing its result.
  const d1Env = { ...env };
  delete d1Env.WRANGLER_LOG;
  const d1 = (...args) =>
    execFileSync(process.execPath, [bin, 'd1', ...args, '--local', '--persist-to', state], {
      cwd: root,
      env: d1Env,
      encoding: 'utf8',
    });

  const killGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };
  // However the script ends (an error, Ctrl-C, a closed pipe), workerd must not outlive it.
  process.on('exit', () => child && child.exitCode === null && killGroup('SIGKILL'));

  return {
    log: () => log,
    /** Applies migrations/ (wrangler.toml's migrations_dir) and returns the tables. */
    migrate() {
      d1('migrations', 'apply', 'DB');
      const tables = d1(
        'execute',
        'DB',
        '--json',
        '--command',
        "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name",
      );
      return JSON.parse(tables)[0].results.map((row) => row.name);
    },
    /** Rows of one SQL query on the local D1 (after stop(), or between runs). */
    query(sql) {
      return JSON.parse(d1('execute', 'DB', '--json', '--command', sql))[0].results;
    },
    /** Serves `site` with the repository's functions/, the local D1 as DB and the variables. */
    async start({ site, port, bindings, readyPath }) {
      child = spawn(
        process.execPath,
        [
          bin,
          ...['pages', 'dev', site, '--ip', '127.0.0.1', '--port', String(port)],
          ...['--compatibility-date', '2026-04-01', '--persist-to', state],
          ...['--show-interactive-dev-session=false', '--inspector-port', '0'],
          ...['--d1', `DB=${databaseId}`],
          ...Object.entries(bindings).flatMap(([key, value]) => ['--binding', `${key}=${value}`]),
        ],
        { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      child.stdout.on('data', (chunk) => (log += chunk));
      child.stderr.on('data', (chunk) => (log += chunk));
      const url = `http://127.0.0.1:${port}${readyPath}`;
      const until = Date.now() + 90_000;
      while (Date.now() < until) {
        if (child.exitCode !== null) throw new Error(`wrangler exited:\n${log}`);
        try {
          if ((await fetch(url)).ok) return;
        } catch {
          // Not listening yet.
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      throw new Error(`${url} did not answer within 90 s:\n${log}`);
    },
    /** Stops wrangler's whole process group (wrangler, esbuild, workerd). */
    async stop() {
      if (child && child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        killGroup('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
        killGroup('SIGKILL');
      }
      if (!hadWranglerFolder) rmSync(join(root, '.wrangler'), { recursive: true, force: true });
    },
  };
}
