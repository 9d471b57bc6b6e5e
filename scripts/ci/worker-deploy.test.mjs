/** @jest-environment node */
import { basePath } from '../../site.config.mjs';
import {
  configWithIds,
  scratchProject,
  subdomain,
} from '../../tests/support/scripts/ci/scratch-project.mjs';

// npm run deploy:cloudflare (ci:migrate-d1, then ci:deploy-worker) and the two steps alone, in a
// scratch project whose wrangler is a stand-in that records its calls (scratch-project.mjs).
const migrateProduction = 'd1 migrations apply DB --remote';
const migratePreview = 'd1 migrations apply DB --remote --env preview';

describe('publishing main', () => {
  it('migrates production, then the preview database, then deploys production', () => {
    const p = scratchProject();
    try {
      const result = p.npm('deploy:cloudflare', {
        DEPLOY_BRANCH: 'main',
        SITE_ORIGIN: 'https://print.example.ge',
      });
      expect(result.status).toBe(0);
      expect(p.calls()).toEqual([
        migrateProduction,
        migratePreview,
        'deploy --message main c0ffee --var SITE_ORIGIN:https://print.example.ge',
      ]);
      expect(p.read('summary.md')).toContain(`### Published: https://print.example.ge${basePath}/`);
      expect(p.read('summary.md')).toContain(`Worker: https://gps-app.${subdomain}${basePath}/`);
      expect(p.read('output')).toBe(`url=https://print.example.ge${basePath}/\n`);
    } finally {
      p.remove();
    }
  });

  it('without SITE_ORIGIN, passes no --var and shows the workers.dev address', () => {
    const p = scratchProject();
    try {
      expect(p.node('worker-deploy.mjs', { GITHUB_REF_NAME: 'main' }).status).toBe(0);
      expect(p.calls()).toEqual(['deploy --message main c0ffee']);
      expect(p.read('output')).toBe(`url=https://gps-app.${subdomain}${basePath}/\n`);
    } finally {
      p.remove();
    }
  });

  it('a failed migration stops everything after it, with a clear message', () => {
    const p = scratchProject({ fail: 'd1' });
    try {
      const result = p.npm('deploy:cloudflare', { DEPLOY_BRANCH: 'main' });
      expect(result.status).not.toBe(0);
      expect(result.stdout).toContain(
        `::error title=D1 migrations::wrangler ${migrateProduction} failed (exit 1); nothing was deployed`,
      );
      expect(p.calls()).toEqual([migrateProduction]);
      expect(p.read('summary.md')).toBeNull();
    } finally {
      p.remove();
    }
  });

  it('a failed deploy fails the step, says nothing was published, and writes no summary', () => {
    const p = scratchProject({ fail: 'deploy' });
    try {
      const result = p.npm('deploy:cloudflare', { DEPLOY_BRANCH: 'main' });
      expect(result.status).toBe(1);
      expect(result.stdout).toContain(
        '::error title=Deploy::wrangler deploy failed (exit 1): nothing was published; the site keeps its last version.',
      );
      expect(result.stderr).toContain('[ERROR] A request to the Cloudflare API');
      expect(p.calls()).toEqual([
        migrateProduction,
        migratePreview,
        'deploy --message main c0ffee',
      ]);
      expect(p.read('summary.md')).toBeNull();
      expect(p.read('output')).toBeNull();
    } finally {
      p.remove();
    }
  });

  it('refuses to migrate while wrangler.jsonc has the stand-in ids, and deploys nothing', () => {
    const p = scratchProject({
      config: configWithIds('00000000-0000-0000-0000-000000000000'),
    });
    try {
      const result = p.npm('deploy:cloudflare', { DEPLOY_BRANCH: 'main' });
      expect(result.status).not.toBe(0);
      expect(result.stdout).toContain('::error title=D1 migrations::wrangler.jsonc names no real');
      expect(p.calls()).toEqual([]);
    } finally {
      p.remove();
    }
  });
});

describe('publishing any other branch', () => {
  it('never migrates, and uploads a preview version of the preview Worker at the branch alias', () => {
    const p = scratchProject();
    try {
      const result = p.npm('deploy:cloudflare', {
        DEPLOY_BRANCH: 'cms/posts/New_Offer',
        SITE_ORIGIN: 'https://print.example.ge',
      });
      expect(result.status).toBe(0);
      expect(result.stdout).toContain('::notice title=D1 migrations::skipped');
      expect(p.calls()).toEqual([
        'versions upload --env preview --preview-alias cms-posts-new-offer --message cms/posts/New_Offer c0ffee',
      ]);
      const alias = `https://cms-posts-new-offer-gps-app-preview.${subdomain}${basePath}/`;
      expect(p.read('summary.md')).toContain(`### Preview of \`cms/posts/New_Offer\`: ${alias}`);
      expect(p.read('summary.md')).toContain(
        `This version: https://9a8b7c6d-gps-app-preview.${subdomain}${basePath}/`,
      );
      expect(p.read('output')).toBe(`url=${alias}\n`);
    } finally {
      p.remove();
    }
  });

  it('the workflow steps alone: ci:migrate-d1 does nothing, ci:deploy-worker uploads a preview', () => {
    const p = scratchProject();
    try {
      const env = { GITHUB_REF_NAME: 'fix-1' };
      expect(p.npm('ci:migrate-d1', env).status).toBe(0);
      expect(p.npm('ci:deploy-worker', env).status).toBe(0);
      expect(p.calls()).toEqual([
        'versions upload --env preview --preview-alias fix-1 --message fix-1 c0ffee',
      ]);
    } finally {
      p.remove();
    }
  });

  it('a failed upload fails the step with a clear message', () => {
    const p = scratchProject({ fail: 'versions' });
    try {
      const result = p.node('worker-deploy.mjs', { DEPLOY_BRANCH: 'fix-1' });
      expect(result.status).toBe(1);
      expect(result.stdout).toContain(
        '::error title=Deploy::wrangler versions upload failed (exit 1): nothing was published.',
      );
      expect(p.read('summary.md')).toBeNull();
    } finally {
      p.remove();
    }
  });
});

describe('before calling wrangler', () => {
  it('stops without a build or without a branch', () => {
    const p = scratchProject({ build: false });
    try {
      const noBuild = p.node('worker-deploy.mjs', { DEPLOY_BRANCH: 'main' });
      expect(noBuild.status).toBe(1);
      expect(noBuild.stdout).toContain('deploy/dist/cloudflare has no build: run npm run build');
      const noBranch = p.node('worker-deploy.mjs');
      expect(noBranch.status).toBe(1);
      expect(noBranch.stdout).toContain('Set DEPLOY_BRANCH');
      expect(p.node('d1-migrate.mjs').status).toBe(1);
      expect(p.calls()).toEqual([]);
    } finally {
      p.remove();
    }
  });
});
