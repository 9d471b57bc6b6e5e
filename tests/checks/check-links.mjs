#!/usr/bin/env node
// Crawls the served export from its root with linkinator and fails on any broken internal
// link, image, script, stylesheet or CSS url(). External links are listed, never fetched.
// Usage: node tests/checks/check-links.mjs http://127.0.0.1:3000/gps-app/
// The browser suite runs it against both servers (tests/e2e/links.spec.ts).
import { LinkChecker } from 'linkinator';

const start = process.argv[2];
if (!start) {
  console.error(
    'Usage: node tests/checks/check-links.mjs <served root URL, e.g. http://127.0.0.1:3000/gps-app/>',
  );
  process.exit(2);
}
const origin = new URL(start).origin;
const external = new Set();

const result = await new LinkChecker().check({
  path: start,
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
});

const checked = result.links.filter((link) => link.state !== 'SKIPPED');
const broken = result.links.filter((link) => link.state === 'BROKEN');
// Folders are pages (trailing-slash routes); each URL is reported once, where first found.
const pages = checked.filter((link) => new URL(link.url).pathname.endsWith('/'));
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
