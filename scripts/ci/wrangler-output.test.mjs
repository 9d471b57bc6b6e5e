/** @jest-environment node */
import {
  parseDeploy,
  parseVersionUpload,
  previewAddress,
  previewSummary,
  productionSummary,
} from './wrangler-output.mjs';
import { basePath } from '../../site.config.mjs';

// What wrangler 4.86 writes and prints (wrangler-dist/cli.js: writeOutput, the deploy command's
// "Deployed … triggers" list and versions upload's "Version Preview … URL" lines).
const session = JSON.stringify({
  version: 1,
  type: 'wrangler-session',
  wrangler_version: '4.86.0',
});
const deployFile = [
  session,
  JSON.stringify({
    type: 'deploy',
    version: 1,
    worker_name: 'gps-app',
    version_id: 'v-prod',
    targets: ['schedule: */15 * * * *', 'https://gps-app.dealer.workers.dev'],
  }),
  '',
].join('\n');
const deployLog = `Uploaded gps-app (3.21 sec)
Deployed gps-app triggers (1.02 sec)
  https://gps-app.dealer.workers.dev
  schedule: */15 * * * *
Current Version ID: v-prod
`;
const uploadFile = [
  session,
  JSON.stringify({
    type: 'version-upload',
    version: 1,
    worker_name: 'gps-app-preview',
    version_id: 'v-prev',
    preview_url: 'https://9a8b7c6d-gps-app-preview.dealer.workers.dev',
    preview_alias_url: 'https://cms-x-gps-app-preview.dealer.workers.dev',
    wrangler_environment: 'preview',
  }),
].join('\n');
const uploadLog = `Uploaded gps-app-preview (2.50 sec)
Worker Version ID: v-prev
Version Preview URL: https://9a8b7c6d-gps-app-preview.dealer.workers.dev
Version Preview Alias URL: https://cms-x-gps-app-preview.dealer.workers.dev
`;
const preview = {
  url: 'https://9a8b7c6d-gps-app-preview.dealer.workers.dev',
  aliasUrl: 'https://cms-x-gps-app-preview.dealer.workers.dev',
  versionId: 'v-prev',
};

describe("wrangler's report", () => {
  it('reads a production deploy from the output file, else from the log', () => {
    const expected = { url: 'https://gps-app.dealer.workers.dev', versionId: 'v-prod' };
    expect(parseDeploy({ outputFile: deployFile, log: '' })).toEqual(expected);
    expect(parseDeploy({ outputFile: session, log: deployLog })).toEqual(expected);
    expect(parseDeploy({ outputFile: '', log: 'nothing' })).toBeNull();
  });

  it('reads a preview version from the output file, else from the log', () => {
    expect(parseVersionUpload({ outputFile: uploadFile, log: '' })).toEqual(preview);
    expect(parseVersionUpload({ outputFile: '', log: uploadLog })).toEqual(preview);
    // Preview URLs turned off for the Worker: wrangler prints none.
    expect(parseVersionUpload({ outputFile: '', log: 'Worker Version ID: v' })).toBeNull();
  });
});

describe('the job summary', () => {
  it('shows production at SITE_ORIGIN when set, else at the Worker', () => {
    const deploy = { url: 'https://gps-app.dealer.workers.dev', versionId: 'v-prod' };
    const atOrigin = productionSummary(deploy, {
      commit: 'c0ffee',
      siteOrigin: 'https://print.example.ge/',
    });
    expect(atOrigin).toContain(`### Published: https://print.example.ge${basePath}/`);
    expect(atOrigin).toContain('- Commit: `c0ffee`');
    expect(productionSummary(deploy, { commit: 'c' })).toContain(
      `### Published: https://gps-app.dealer.workers.dev${basePath}/`,
    );
  });

  it("shows a preview at its branch alias, and this version's own address", () => {
    const summary = previewSummary(preview, { branch: 'cms/x', commit: 'c0ffee' });
    expect(summary).toContain(
      `### Preview of \`cms/x\`: https://cms-x-gps-app-preview.dealer.workers.dev${basePath}/`,
    );
    expect(summary).toContain(`https://9a8b7c6d-gps-app-preview.dealer.workers.dev${basePath}/`);
    expect(previewAddress({ url: preview.url, aliasUrl: null })).toBe(`${preview.url}${basePath}/`);
  });
});
