/** @jest-environment node */
import { branchSlug, deployBranch, isProduction } from './publish-target.mjs';
import { database, isPlaceholderId, parseJsonc, readWranglerConfig } from './wrangler-config.mjs';

describe('where a push publishes', () => {
  it('takes the branch from DEPLOY_BRANCH, else GitHub; only main is production', () => {
    expect(deployBranch({ DEPLOY_BRANCH: 'x', GITHUB_REF_NAME: 'main' })).toBe('x');
    expect(deployBranch({ GITHUB_REF_NAME: 'main' })).toBe('main');
    expect(deployBranch({})).toBeNull();
    expect(isProduction('main')).toBe(true);
    for (const branch of ['Main', 'main-2', 'preview', 'refs/heads/main'])
      expect(isProduction(branch)).toBe(false);
  });

  it('turns a branch into a preview alias wrangler accepts', () => {
    const worker = 'gps-app-preview';
    expect(branchSlug('cms/posts/2026-11-27-New_Offer', worker)).toBe(
      'cms-posts-2026-11-27-new-offer',
    );
    expect(branchSlug('feature/über--x/', worker)).toBe('feature-ber-x');
    // A DNS label starts with a letter.
    expect(branchSlug('123-fix', worker)).toBe('b-123-fix');
    expect(branchSlug('---', worker)).toBe('b');
  });

  it('cuts a long name so <alias>-<worker> fits one 63-character label, keeping names apart', () => {
    const worker = 'gps-app-preview';
    const a = branchSlug(`cms/${'a'.repeat(80)}-one`, worker);
    const b = branchSlug(`cms/${'a'.repeat(80)}-two`, worker);
    for (const slug of [a, b]) {
      expect(`${slug}-${worker}`.length).toBeLessThanOrEqual(63);
      expect(slug).toMatch(/^[a-z](?:[a-z0-9-]*[a-z0-9])?$/);
    }
    expect(a).not.toBe(b);
    expect(`${branchSlug('x'.repeat(47), worker)}-${worker}`).toHaveLength(63);
  });
});

describe('wrangler.jsonc as data', () => {
  it('reads comments and trailing commas, keeping them inside strings', () => {
    expect(parseJsonc('{ // a\n "a": "x // y, ]", /* b */ "b": [1, 2,], }')).toEqual({
      a: 'x // y, ]',
      b: [1, 2],
    });
  });

  it("finds the repository's production and preview databases and their stand-in ids", () => {
    const config = readWranglerConfig();
    expect(config.assets.directory).toBe('deploy/dist/cloudflare');
    expect(config.env.preview.name).not.toBe(config.name);
    const production = database(config, 'production');
    const preview = database(config, 'preview');
    expect(production.database_name).not.toBe(preview.database_name);
    expect(isPlaceholderId(production.database_id)).toBe(true);
    expect(isPlaceholderId(preview.database_id)).toBe(true);
    expect(isPlaceholderId('0f1e2d3c-aaaa-bbbb-cccc-123456789abc')).toBe(false);
  });
});
