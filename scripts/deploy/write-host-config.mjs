#!/usr/bin/env node
// Post-build, last step: the shop Worker's static assets, deploy/dist/cloudflare/ (wrangler.jsonc,
// wrangler deploy), served from the host root. It holds the export in the folder named by the
// base path of site.config.mjs (gps-app/, so the site keeps its /gps-app/ base path), the
// _headers and _redirects (deploy/host-files.mjs), its own host.json (the Worker answers there:
// the search box reports queries only where it does), and robots.txt at the host root, where
// crawlers read it.
// The export is hard-linked, not copied: no second copy on disk, and a few seconds even for
// 10,000 pages. Rules Cloudflare would ignore fail the build here, not at upload.
// And nginx's site file, deploy/nginx.template.conf with the same rules filled in:
//   deploy/dist/nginx/print-centre.conf  for /etc/nginx/conf.d/ (docs/deploying.md, "Serving")
import {
  copyFileSync,
  linkSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import {
  checkCloudflareLimits,
  cloudflareHeaders,
  cloudflareRedirects,
  workerHostFile,
} from '../../deploy/host-files.mjs';
import { nginxSiteConfig } from '../../deploy/nginx-files.mjs';
import { basePath, hostFilePath } from '../../site.config.mjs';

const out = resolve(process.env.OUT_DIR ?? 'out');
const dist = resolve(process.env.HOST_CONFIG_DIR ?? 'deploy/dist');
const started = Date.now();

/** Hard-links every file of `from` into `to` (copies across file systems); the file count. */
function linkTree(from, to) {
  mkdirSync(to, { recursive: true });
  let files = 0;
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) files += linkTree(source, target);
    else {
      try {
        linkSync(source, target);
      } catch (error) {
        if (error.code !== 'EXDEV') throw error;
        copyFileSync(source, target);
      }
      files += 1;
    }
  }
  return files;
}

const headers = cloudflareHeaders();
const redirects = cloudflareRedirects();
checkCloudflareLimits(headers, redirects);

rmSync(dist, { recursive: true, force: true });
const folder = join(dist, 'cloudflare');
const files = linkTree(out, join(folder, basePath.slice(1)));
writeFileSync(join(folder, '_headers'), headers);
writeFileSync(join(folder, '_redirects'), redirects);
// A link to the export's copy: removed first, so the export keeps its own.
const hostPath = join(folder, hostFilePath.slice(1));
rmSync(hostPath, { force: true });
writeFileSync(hostPath, workerHostFile);
linkSync(join(out, 'robots.txt'), join(folder, 'robots.txt'));
console.log(`Host config: deploy/dist/cloudflare/ (${files} files linked)`);
const nginx = join(dist, 'nginx');
mkdirSync(nginx, { recursive: true });
const template = readFileSync(
  resolve(import.meta.dirname, '../../deploy/nginx.template.conf'),
  'utf8',
);
writeFileSync(join(nginx, 'print-centre.conf'), nginxSiteConfig(template));
console.log('Host config: deploy/dist/nginx/print-centre.conf');
console.log(`Host config written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
