// The shop's Worker (wrangler.jsonc) in `wrangler dev` with a local D1 and R2: loopback only, no
// metrics, no account, nothing sent out. For npm start (scripts/start.mjs, state kept in
// .wrangler/state) and the request checks (state in a temp folder).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** Variables that keep wrangler on this machine: no metrics, error reports, update checks. */
export const offlineEnv = {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_SEND_ERROR_REPORTS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  NO_UPDATE_NOTIFIER: '1',
  // No download of the Request.cf sample.
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
};

export function wranglerLocal({ root, temp, state = join(temp, 'state'), log: logLevel = 'warn' }) {
  const env = {
    ...process.env,
    ...offlineEnv,
    CI: '1',
    WRANGLER_LOG: logLevel,
    HOME: join(temp, 'home'),
    XDG_CONFIG_HOME: join(temp, 'home/.config'),
    WRANGLER_CACHE_DIR: join(temp, 'cache'),
  };
  mkdirSync(env.HOME, { recursive: true });
  const bin = join(root, 'node_modules/wrangler/bin/wrangler.js');
  // Wrangler writes .wrangler/ in the project: removed after a check, kept for npm start's state.
  const removeWranglerFolder = !existsSync(join(root, '.wrangler')) && state.startsWith(temp);
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
    /** Applies migrations/ (wrangler.jsonc's migrations_dir) and returns the tables. */
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
    /**
     * Runs the Worker on loopback with `site` as its assets (default: wrangler.jsonc's, the
     * build's deploy/dist/cloudflare/), the local D1 and R2, and the variables.
     */
    async start({ site, port, bindings = {}, readyPath, echo = false }) {
      child = spawn(
        process.execPath,
        [
          bin,
          ...['dev', '--ip', '127.0.0.1', '--port', String(port), '--persist-to', state],
          ...(site ? ['--assets', site] : []),
          ...['--show-interactive-dev-session=false', '--inspector-port', '0', '--test-scheduled'],
          ...Object.entries(bindings).flatMap(([key, value]) => ['--var', `${key}:${value}`]),
        ],
        { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      const keep = (stream, into) =>
        stream.on('data', (chunk) => {
          log += chunk;
          if (echo) into.write(chunk);
        });
      keep(child.stdout, process.stdout);
      keep(child.stderr, process.stderr);
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
    /** Resolves when wrangler exits (npm start waits on it). */
    exited: () => new Promise((resolve) => child.once('exit', resolve)),
    /** Stops wrangler's whole process group (wrangler, esbuild, workerd). */
    async stop() {
      if (child && child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        killGroup('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
        killGroup('SIGKILL');
      }
      if (removeWranglerFolder) rmSync(join(root, '.wrangler'), { recursive: true, force: true });
    },
  };
}
