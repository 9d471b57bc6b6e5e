import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { HtmlValidate } from 'html-validate';
import { basePath } from '../../site.config.mjs';
import htmlValidateConfig from '../../.htmlvalidate.mjs';
import { inboxHeaders } from '../../deploy/host-rules.mjs';
import { inboxPath, inboxPolicy } from '../../deploy/admin-policies.mjs';
import { inboxHtml, launchFile } from './inbox-files.mjs';
import en from '../../messages/inbox/en.json';
import ka from '../../messages/inbox/ka.json';

describe('the inbox page shell', () => {
  const html = inboxHtml(inboxPolicy(), { ka, en });

  it('carries the same policy as its header, noindex, and no inline script or style', () => {
    const meta = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
    const header = Object.fromEntries(inboxHeaders())['Content-Security-Policy'];
    expect(header).toBe(`frame-ancestors 'none'; ${meta}`);
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(Object.fromEntries(inboxHeaders())['X-Robots-Tag']).toBe('noindex');
    expect(meta).not.toMatch(/unsafe-inline|unsafe-eval|https:/);
    expect(meta).toContain("require-trusted-types-for 'script'");
    expect([...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])).toEqual([
      `<script src="${inboxPath}inbox.js" defer="">`,
    ]);
    expect(html).not.toMatch(/<style|style="/);
  });

  // Without it the browser asks for /favicon.ico at the host's root: a 404 on the console.
  it('names the site icon, which the export holds, under the base path', () => {
    const icon = /<link rel="icon" href="([^"]+)"/.exec(html)?.[1];
    expect(icon).toBe(`${basePath}/icon.svg`);
    expect(existsSync(join(process.cwd(), 'app', 'icon.svg'))).toBe(true);
  });

  // The same rules as every exported page (npm test runs html-validate over out/ with them).
  it('says in both languages that it needs JavaScript, and is valid HTML', async () => {
    expect(html).toContain(ka.noScript);
    expect(html).toContain(en.noScript);
    const report = await new HtmlValidate(htmlValidateConfig).validateString(html);
    expect(report.results.flatMap((r) => r.messages.map((m) => m.message))).toEqual([]);
  });
});

describe('the launch checklist beside the page', () => {
  it('keeps each item’s file and both texts, nothing else', () => {
    const item = { file: 'content/company.yaml', ka: 'კომპანია', en: 'Company', extra: 'x' };
    expect(JSON.parse(launchFile({ mustFix: [item], hidden: [], advice: [item] }))).toEqual({
      mustFix: [{ file: 'content/company.yaml', ka: 'კომპანია', en: 'Company' }],
      hidden: [],
      advice: [{ file: 'content/company.yaml', ka: 'კომპანია', en: 'Company' }],
    });
  });
});
