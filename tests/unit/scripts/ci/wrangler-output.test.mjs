/** @jest-environment node */
import fc from 'fast-check';
import {
  deploymentSummary,
  parseDeployment,
  siteAddress,
} from '../../../../scripts/ci/wrangler-output.mjs';
import { basePath } from '../../../../site.config.mjs';

// What wrangler 4.86 writes (wrangler-dist/cli.js: writeOutput and the deploy command's log).
const outputFile = [
  JSON.stringify({ version: 1, type: 'wrangler-session', wrangler_version: '4.86.0' }),
  JSON.stringify({
    type: 'pages-deploy',
    version: 1,
    pages_project: 'print',
    deployment_id: 'abc',
    url: 'https://abc123.print.pages.dev',
  }),
  JSON.stringify({
    type: 'pages-deploy-detailed',
    version: 1,
    pages_project: 'print',
    deployment_id: 'abc',
    url: 'https://abc123.print.pages.dev',
    alias: 'https://cms-new-offer.print.pages.dev',
    environment: 'preview',
  }),
  '',
].join('\n');
const log = [
  '✨ Success! Uploaded 12 files (160 already uploaded) (1.52 sec)',
  '🌎 Deploying...',
  '✨ Deployment complete! Take a peek over at https://abc123.print.pages.dev',
  '✨ Deployment alias URL: https://cms-new-offer.print.pages.dev',
].join('\n');

describe("wrangler pages deploy's report", () => {
  it('reads the deployment and its branch alias from the output file', () => {
    expect(parseDeployment({ outputFile, log: '' })).toEqual({
      url: 'https://abc123.print.pages.dev',
      alias: 'https://cms-new-offer.print.pages.dev',
      environment: 'preview',
    });
  });

  it('falls back to the printed log when there is no output file', () => {
    expect(parseDeployment({ outputFile: '', log })).toEqual({
      url: 'https://abc123.print.pages.dev',
      alias: 'https://cms-new-offer.print.pages.dev',
      environment: null,
    });
    const unsure =
      'Deployment complete! However…\n⚡️ Visit your deployment at https://x1.print.pages.dev';
    expect(parseDeployment({ log: unsure })?.url).toBe('https://x1.print.pages.dev');
  });

  it('reports nothing when wrangler named no deployment', () => {
    expect(
      parseDeployment({ outputFile: '{"type":"wrangler-session"}\nnot json', log: 'Error' }),
    ).toBeNull();
    expect(parseDeployment({})).toBeNull();
  });

  it('never throws on arbitrary output, and finds a URL wherever the line puts it (fast-check)', () => {
    const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,20}[a-z0-9])?$/);
    fc.assert(
      fc.property(fc.string(), fc.string(), label, label, (noise, before, id, project) => {
        expect(() => parseDeployment({ outputFile: noise, log: noise })).not.toThrow();
        const url = `https://${id}.${project}.pages.dev`;
        const text = `${noise.replaceAll('\n', ' ')}\n${before.replaceAll('\n', ' ')}✨ Deployment complete! Take a peek over at ${url}\n`;
        expect(parseDeployment({ log: text })?.url).toBe(url);
      }),
      { numRuns: 300 },
    );
  });

  it("the summary gives the preview's address under the base path, the production one at SITE_ORIGIN", () => {
    const deployment = parseDeployment({ outputFile });
    expect(siteAddress(deployment)).toBe(`https://cms-new-offer.print.pages.dev${basePath}/`);
    const preview = deploymentSummary(deployment, { branch: 'cms/new-offer', commit: 'c0ffee' });
    expect(preview).toContain(
      `Preview of \`cms/new-offer\`: https://cms-new-offer.print.pages.dev${basePath}/`,
    );
    expect(preview).toContain(`https://abc123.print.pages.dev${basePath}/`);
    const production = deploymentSummary(
      { url: 'https://abc123.print.pages.dev', alias: null },
      {
        branch: 'main',
        production: true,
        commit: 'c0ffee',
        siteOrigin: 'https://print.example.ge/',
      },
    );
    expect(production).toContain(`Published: https://print.example.ge${basePath}/`);
  });
});
