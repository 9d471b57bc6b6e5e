#!/usr/bin/env node
// Renders the social preview images (1200x630 PNG, which every sharing service accepts, unlike
// SVG) from the site's own SVG illustrations into public/images/og/. Run after changing them:
//   node scripts/render-og-images.mjs
import { chromium } from '@playwright/test';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumLaunch } from './lib/chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const target = join(root, 'public/images/og');
mkdirSync(target, { recursive: true });

const kinds = readdirSync(join(root, 'public/images/products'))
  .filter((file) => file.endsWith('-1.svg'))
  .map((file) => file.replace(/-1\.svg$/, ''));
const jobs = [
  { name: 'default', svg: join(root, 'public/images/hero/office.svg') },
  ...kinds.map((kind) => ({ name: kind, svg: join(root, `public/images/products/${kind}-1.svg`) })),
];

const browser = await chromium.launch(chromiumLaunch);
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
for (const job of jobs) {
  const svg = readFileSync(job.svg, 'utf8');
  await page.setContent(
    `<body style="margin:0;width:1200px;height:630px;display:grid;place-items:center;background:#eff6ff;border-bottom:16px solid #1d4ed8;box-sizing:border-box">
       <div style="width:1000px;height:540px;display:grid;place-items:center">${svg.replace(/<svg /, '<svg style="max-width:100%;max-height:100%" ')}</div>
     </body>`,
  );
  await page.screenshot({ path: join(target, `${job.name}.png`) });
  console.log(`public/images/og/${job.name}.png`);
}
await browser.close();
