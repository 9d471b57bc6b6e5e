/** @jest-environment node */
import { migrationPlan } from './d1-migrate.mjs';
import { parseJsonc, readWranglerConfig } from './wrangler-config.mjs';
import { configWithIds } from '../../tests/support/scripts/ci/scratch-project.mjs';

// Which migrations a branch applies (the runs themselves: worker-deploy.test.mjs).
const apply = ['d1', 'migrations', 'apply', 'DB', '--remote'];

describe('the D1 migrations before a deploy', () => {
  it('on main: production first, then the preview database (--env preview)', () => {
    expect(migrationPlan(parseJsonc(configWithIds()), 'main')).toEqual({
      run: [apply, [...apply, '--env', 'preview']],
    });
  });

  it('on any other branch: nothing, whatever wrangler.jsonc says', () => {
    for (const branch of ['preview', 'cms/x', 'Main', 'main2'])
      expect(migrationPlan(parseJsonc(configWithIds()), branch)).toEqual({
        skip: expect.stringContaining(`branch ${branch} is not main`),
      });
  });

  it("refuses while either id is wrangler.jsonc's stand-in, naming the one to replace", () => {
    const repository = migrationPlan(readWranglerConfig(), 'main');
    expect(repository.error).toContain('d1_databases (DB)');
    expect(repository.error).toContain('env.preview.d1_databases (DB)');
    const previewOnly = migrationPlan(
      parseJsonc(configWithIds(undefined, '00000000-0000-0000-0000-000000000001')),
      'main',
    );
    expect(previewOnly.error).toMatch(
      /^wrangler.jsonc names no real requests database: env\.preview/,
    );
  });

  it('needs a branch', () => {
    expect(migrationPlan(parseJsonc(configWithIds()), null).error).toContain('DEPLOY_BRANCH');
  });
});
