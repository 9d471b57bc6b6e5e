#!/usr/bin/env node
// Post-build, after scripts/cms/build-admin.mjs (which empties out/admin/): the dealer's inbox
// at <base path>/admin/requests/ (docs/requests.md, "The inbox page"). Writes index.html (own
// policy, noindex), inbox.js (inbox/main.ts bundled), inbox.css and launch.json (what is still
// sample in content/, content/launch.ts, shown as "Before launch"). The requests come from the
// inbox API (the Worker, behind Cloudflare Access); nothing here is linked from the site.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { inboxPolicy } from '../../deploy/admin-policies.mjs';
import { imageBeside, loadContentModules } from '../content/load-content.mjs';
import { inboxHtml, launchFile } from './inbox-files.mjs';

const root = resolve(import.meta.dirname, '../..');
const out = resolve(process.env.OUT_DIR ?? 'out');
const folder = join(out, 'admin', 'requests');
mkdirSync(folder, { recursive: true });

const result = await build({
  entryPoints: [join(root, 'inbox/main.ts')],
  outfile: join(folder, 'inbox.js'),
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2022',
  tsconfig: join(root, 'tsconfig.json'),
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
});
copyFileSync(join(root, 'inbox/inbox.css'), join(folder, 'inbox.css'));
const messages = Object.fromEntries(
  ['ka', 'en'].map((locale) => [
    locale,
    JSON.parse(readFileSync(join(root, `messages/inbox/${locale}.json`), 'utf8')),
  ]),
);
writeFileSync(join(folder, 'index.html'), inboxHtml(inboxPolicy(), messages));
// The checklist of the content as committed (the same list npm run content:check prints).
const { readSite, launchChecklist } = await loadContentModules();
const { content, problems } = readSite(join(root, 'content'), imageBeside(join(root, 'content')));
if (problems.length) console.warn('Inbox: the content has problems, so no launch checklist');
else writeFileSync(join(folder, 'launch.json'), launchFile(launchChecklist(content)));
const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
console.log(`Inbox: ${Math.round(bytes / 1024)} kB script at admin/requests/`);
