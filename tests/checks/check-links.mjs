#!/usr/bin/env node
// Crawls the export from its root with linkinator and fails on any broken internal link, image,
// script, stylesheet or CSS url(). External links are listed, never fetched.
// Usage: node tests/checks/check-links.mjs http://127.0.0.1:3000/gps-app/   (a served export)
//        node tests/checks/check-links.mjs out                             (an export folder)
// An export folder is crawled from its files on linkinator's own static server, mounted under the
// base path (index.html for folders, 404 for a missing file), as every host serves it.
// The browser suite runs it against both servers (tests/e2e/links.spec.ts).
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { LinkChecker } from 'linkinator';
import { basePath } from '../../site.config.mjs';

const target = process.argv[2];
if (!target) {
  console.error(
    'Usage: node tests/checks/check-links.mjs <served root URL, e.g. http://127.0.0.1:3000/gps-app/, or an export folder>',
  );
  process.exit(2);
}
const served = /^https?:/.test(target);
const serverRoot = served ? undefined : mkdtempSync(join(tmpdir(), 'links-'));
if (serverRoot) symlinkSync(resolve(target), join(serverRoot, basePath));
// Linkinator serves the folder on the port it is given, known here to tell internal links.
const port = served
  ? undefined
  : await new Promise((done) => {
      const server = createServer().listen(0, () => {
        const { port } = server.address();
        server.close(() => done(port));
      });
    });
const start = served ? target : `http://localhost:${port}${basePath}/`;
const origin = new URL(start).origin;
const external = new Set();

const result = await new LinkChecker()
  .check({
    ...(served ? { path: start } : { path: `${basePath}/`, serverRoot, port }),
    recurse: true,
    checkCss: true,
    // Gentle on a 2-core machine that runs browser tests beside it: a slow answer is not a broken
    // link (one CI run lost a link to a 20 s timeout among 330 pages).
    concurrency: 4,
    timeout: 60_000,
    // A reused keep-alive socket the server just closed fails as "other side closed" (status 0):
    // retry those rather than report a link as broken; a real 404 is never retried.
    retryErrors: true,
    retryErrorsCount: 5,
    retryErrorsJitter: 500,
    // Anything not on the served origin (partner sites, canonical URLs, tel:, mailto:) is listed.
    linksToSkip: async (link) => {
      if (link.startsWith(`${origin}/`)) return false;
      external.add(link);
      return true;
    },
  })
  // The link folder goes whatever the crawl did (a throw included); the export it points to stays.
  .finally(() => serverRoot && rmSync(serverRoot, { recursive: true }));

const checked = result.links.filter((link) => link.state !== 'SKIPPED');
const broken = result.links.filter((link) => link.state === 'BROKEN');
// Folders are pages (trailing-slash routes); each URL is reported once, where first found (a
// folder's URLs are reported as paths from its root).
const pages = checked.filter((link) => new URL(link.url, origin).pathname.endsWith('/'));
const lines = [
  `Links: crawled ${pages.length} pages, checked ${checked.length} internal URLs`,
  `External links (listed, not fetched): ${external.size}`,
  ...[...external].sort().map((link) => `  ${link}`),
  `Broken: ${broken.length}`,
  ...broken.map((link) => {
    const why = link.failureDetails?.map((detail) =>
      detail instanceof Error ? `${detail.message} ${detail.cause?.message ?? ''}` : detail.status,
    );
    return `  [${link.status}] ${link.url} (on ${link.parent}) ${why?.join('; ') ?? ''}`;
  }),
];
// One write, and exit only once it is flushed: process.exit() right after console.log() cut a
// piped report short on a busy CI machine (the "Broken:" line never reached the test).
process.stdout.write(`${lines.join('\n')}\n`, () =>
  process.exit(broken.length === 0 && checked.length > 0 ? 0 : 1),
);
