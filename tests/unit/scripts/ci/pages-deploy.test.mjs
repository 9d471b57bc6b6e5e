/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { basePath } from '../../../../site.config.mjs';

// scripts/ci/pages-deploy.mjs in a scratch project whose wrangler is a stand-in: it records its
// arguments, and reports a deployment the way wrangler 4.86 does (output file and log).
const script = resolve('scripts/ci/pages-deploy.mjs');

function project({ exitCode = 0 } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'pages-deploy-'));
  mkdirSync(join(dir, 'node_modules/.bin'), { recursive: true });
  mkdirSync(join(dir, 'deploy/dist/cloudflare'), { recursive: true });
  writeFileSync(join(dir, 'deploy/dist/cloudflare/_headers'), '/*\n');
  const wrangler = join(dir, 'node_modules/.bin/wrangler');
  writeFileSync(
    wrangler,
    `#!/bin/sh
printf '%s\\n' "$@" > "${dir}/args"
echo '{"type":"pages-deploy-detailed","version":1,"url":"https://ab12.print.pages.dev","alias":"https://cms-x.print.pages.dev","environment":"preview"}' >> "$WRANGLER_OUTPUT_FILE_PATH"
echo "✨ Deployment complete! Take a peek over at https://ab12.print.pages.dev"
exit ${exitCode}
`,
  );
  chmodSync(wrangler, 0o755);
  const run = (env) =>
    spawnSync(process.execPath, [script], {
      cwd: dir,
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        GITHUB_STEP_SUMMARY: join(dir, 'summary.md'),
        GITHUB_OUTPUT: join(dir, 'output'),
        GITHUB_SHA: 'c0ffee',
        ...env,
      },
    });
  const read = (file) => readFileSync(join(dir, file), 'utf8');
  return { dir, run, read, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

describe('npm run ci:deploy-pages', () => {
  it('deploys the upload folder to the branch, then gives its address to the job', () => {
    const p = project();
    try {
      const result = p.run({ CF_PAGES_PROJECT: 'print', CF_PAGES_BRANCH: 'cms/x' });
      expect(result.status).toBe(0);
      expect(p.read('args').trim().split('\n')).toEqual([
        'pages',
        'deploy',
        'deploy/dist/cloudflare',
        '--project-name',
        'print',
        '--branch',
        'cms/x',
        '--commit-hash',
        'c0ffee',
      ]);
      expect(p.read('summary.md')).toContain(
        `Preview of \`cms/x\`: https://cms-x.print.pages.dev${basePath}/`,
      );
      expect(p.read('output')).toBe(`url=https://cms-x.print.pages.dev${basePath}/\n`);
    } finally {
      p.remove();
    }
  });

  it('on main, the address is the public site at SITE_ORIGIN', () => {
    const p = project();
    try {
      const env = { CF_PAGES_PROJECT: 'print', SITE_ORIGIN: 'https://print.example.ge' };
      expect(p.run({ ...env, CF_PAGES_BRANCH: 'main' }).status).toBe(0);
      expect(p.read('args')).toContain('main');
      expect(p.read('summary.md')).toContain(`Published: https://print.example.ge${basePath}/`);
      expect(p.read('output')).toBe(`url=https://print.example.ge${basePath}/\n`);
    } finally {
      p.remove();
    }
  });

  it("fails with wrangler's exit code and reports no address when the upload fails", () => {
    const p = project({ exitCode: 3 });
    try {
      expect(p.run({ CF_PAGES_PROJECT: 'print' }).status).toBe(3);
      expect(() => p.read('summary.md')).toThrow();
    } finally {
      p.remove();
    }
  });

  it('stops before uploading without a project name or a build', () => {
    const p = project();
    try {
      const noProject = p.run({});
      expect(noProject.status).toBe(1);
      expect(noProject.stderr).toContain('CF_PAGES_PROJECT');
      rmSync(join(p.dir, 'deploy'), { recursive: true });
      const noBuild = p.run({ CF_PAGES_PROJECT: 'print' });
      expect(noBuild.status).toBe(1);
      expect(noBuild.stderr).toContain('npm run build');
      expect(() => p.read('args')).toThrow();
    } finally {
      p.remove();
    }
  });
});
