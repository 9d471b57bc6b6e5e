/** @jest-environment node */
import { inboxApiPrefix, publishStatusPath, requestsPath, searchReportsPath } from '@/worker/paths';

// wrangler.jsonc read by wrangler itself, as `wrangler deploy` reads it.
type Config = {
  name: string;
  main?: string;
  vars: Record<string, unknown>;
  d1_databases: { binding: string; database_name: string; database_id?: string }[];
  r2_buckets: { binding: string; bucket_name: string }[];
  assets?: { directory?: string; run_worker_first?: unknown };
  triggers: { crons?: string[] };
};
let readConfig: (env?: string) => Config;

beforeAll(async () => {
  // Loading wrangler makes SIGINT and SIGTERM call process.exit() (its CLI's clean-up); Jest stops
  // a slow worker with SIGTERM, which would then fail the run. Its handlers are taken off again.
  const signals = ['SIGINT', 'SIGTERM'] as const;
  const before = signals.map((signal) => process.listeners(signal));
  const wrangler = (await import('wrangler')) as unknown as {
    unstable_readConfig: (args: { config: string; env?: string }) => Config;
  };
  signals.forEach((signal, i) => {
    for (const listener of process.listeners(signal))
      if (!before[i]!.includes(listener)) process.off(signal, listener);
  });
  readConfig = (env) => wrangler.unstable_readConfig({ config: 'wrangler.jsonc', env });
});

describe('wrangler.jsonc', () => {
  it('runs the Worker first on its own paths only, the ones worker/paths.ts answers', () => {
    expect(readConfig().assets?.run_worker_first).toEqual([
      requestsPath,
      publishStatusPath,
      searchReportsPath,
      `${inboxApiPrefix}*`,
    ]);
  });

  it('serves the build’s Worker assets folder and runs the maintenance on a schedule', () => {
    const production = readConfig();
    expect(production.main).toMatch(/worker\/index\.ts$/);
    expect(production.assets?.directory).toMatch(/deploy\/dist\/cloudflare$/);
    expect(production.triggers.crons?.length).toBeGreaterThan(0);
  });

  it('never opens the inbox without Access where it deploys', () => {
    for (const env of [undefined, 'preview']) {
      expect(Object.keys(readConfig(env).vars)).not.toContain('INBOX_LOCAL_SIGN_IN');
    }
  });

  it('gives previews their own Worker, database and bucket, and no schedule', () => {
    const production = readConfig();
    const preview = readConfig('preview');
    expect(preview.name).not.toBe(production.name);
    const db = (config: Config) => config.d1_databases.find((d) => d.binding === 'DB');
    const bucket = (config: Config) => config.r2_buckets.find((r) => r.binding === 'PHOTOS');
    expect(db(preview)?.database_name).not.toBe(db(production)?.database_name);
    expect(db(preview)?.database_id).not.toBe(db(production)?.database_id);
    expect(bucket(preview)?.bucket_name).not.toBe(bucket(production)?.bucket_name);
    expect(preview.triggers.crons ?? []).toEqual([]);
  });
});
