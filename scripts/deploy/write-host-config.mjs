#!/usr/bin/env node
// Post-build, last step: the upload folders for the hosts that serve the upload's top folder at
// the host root. Each holds the export in the folder named by the base path of site.config.mjs
// (gps-app/, so the site keeps its /gps-app/ base path), that host's _headers and _redirects
// (deploy/host-files.mjs), its own host.json (whether the Worker answers there: the search box
// reports queries only where it does), and robots.txt at the host root, where crawlers read it:
//   deploy/dist/cloudflare/  the shop Worker's static assets (wrangler.jsonc, wrangler deploy)
//   deploy/dist/netlify/           for `netlify deploy --dir deploy/dist/netlify --prod`
// The export is hard-linked, not copied: no second copy on disk, and a few seconds even for
// 10,000 pages. A host that cannot take a rule fails the build here, not at upload.
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
  hostFile,
  netlifyHeaders,
  netlifyRedirects,
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

const listExport = (dir) =>
  readdirSync(join(out, dir), { withFileTypes: true }).map((entry) => ({
    name: entry.name,
    isDirectory: entry.isDirectory(),
  }));

const hosts = {
  cloudflare: { headers: cloudflareHeaders(), redirects: cloudflareRedirects() },
  netlify: { headers: netlifyHeaders(listExport), redirects: netlifyRedirects() },
};
checkCloudflareLimits(hosts.cloudflare.headers, hosts.cloudflare.redirects);

rmSync(dist, { recursive: true, force: true });
for (const [host, { headers, redirects }] of Object.entries(hosts)) {
  const folder = join(dist, host);
  const files = linkTree(out, join(folder, basePath.slice(1)));
  writeFileSync(join(folder, '_headers'), headers);
  writeFileSync(join(folder, '_redirects'), redirects);
  // A link to the export's copy: removed first, so the export keeps its own.
  const hostPath = join(folder, hostFilePath.slice(1));
  rmSync(hostPath, { force: true });
  writeFileSync(hostPath, hostFile(host));
  linkSync(join(out, 'robots.txt'), join(folder, 'robots.txt'));
  console.log(`Host config: ${join('deploy/dist', host)}/ (${files} files linked)`);
}
const nginx = join(dist, 'nginx');
mkdirSync(nginx, { recursive: true });
const template = readFileSync(
  resolve(import.meta.dirname, '../../deploy/nginx.template.conf'),
  'utf8',
);
writeFileSync(join(nginx, 'print-centre.conf'), nginxSiteConfig(template));
console.log('Host config: deploy/dist/nginx/print-centre.conf');
console.log(`Host config written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
