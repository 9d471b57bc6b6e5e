#!/usr/bin/env node
// Crawls the served export from its root with linkinator and fails on any broken internal
// link, image, script, stylesheet or CSS url(). External links are listed, never fetched.
// Usage: node scripts/check-links.mjs http://127.0.0.1:3000/gps-app/
// The browser suite runs it against both servers (tests/e2e/links.spec.ts).
import { LinkChecker } from 'linkinator';

const start = process.argv[2];
if (!start) {
  console.error(
    'Usage: node scripts/check-links.mjs <served root URL, e.g. http://127.0.0.1:3000/gps-app/>',
  );
  process.exit(2);
}
const origin = new URL(start).origin;
const external = new Set();

const result = await new LinkChecker().check({
  path: start,
  recurse: true,
  checkCss: true,
  concurrency: 8,
  timeout: 20_000,
  // A reused keep-alive socket the server just closed fails as "other side closed" (status 0):
  // retry those rather than report a link as broken; a real 404 is never retried.
  retryErrors: true,
  retryErrorsCount: 3,
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
console.log(`Links: crawled ${pages.length} pages, checked ${checked.length} internal URLs`);
console.log(`External links (listed, not fetched): ${external.size}`);
for (const link of [...external].sort()) console.log(`  ${link}`);
console.log(`Broken: ${broken.length}`);
for (const link of broken) {
  const why = link.failureDetails?.map((detail) =>
    detail instanceof Error ? `${detail.message} ${detail.cause?.message ?? ''}` : detail.status,
  );
  console.log(`  [${link.status}] ${link.url} (on ${link.parent}) ${why?.join('; ') ?? ''}`);
}
process.exit(broken.length === 0 && checked.length > 0 ? 0 : 1);
