import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from './fixtures';
import { routes } from './quality';

// linkinator crawls the served export (tests/checks/check-links.mjs) from /gps-app/: every page must
// be reachable by links, and no internal link, image, script, stylesheet or font may be broken.
test('no broken internal links, images, scripts or stylesheets', async ({
  baseURL,
  ignoreHTTPSErrors,
}) => {
  test.setTimeout(180_000);
  const run = promisify(execFile);
  const start = `${baseURL}/gps-app/`;
  // The nginx project's self-signed certificate: the crawler skips the check, as the browser does.
  const env = ignoreHTTPSErrors ? { ...process.env, NODE_TLS_REJECT_UNAUTHORIZED: '0' } : undefined;
  const { stdout } = await run('node', ['tests/checks/check-links.mjs', start], { env }).catch(
    (error: { stdout?: string; message: string }) => {
      const report = error.stdout ?? '';
      throw new Error(
        report.includes('Broken:') ? report.slice(report.indexOf('Broken:')) : error.message,
      );
    },
  );
  test.info().annotations.push({ type: 'links', description: stdout.split('\n')[0] ?? '' });
  // Only the report's end is compared, so a failure shows which links broke and why (the whole
  // output, with every external link listed, is too long for the message).
  expect(stdout.slice(stdout.indexOf('\nBroken:') + 1).trim()).toBe('Broken: 0');
  const crawled = Number(/crawled (\d+) pages/.exec(stdout)?.[1]);
  expect(crawled).toBeGreaterThanOrEqual(routes.length);
});
