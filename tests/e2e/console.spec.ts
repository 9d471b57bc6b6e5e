import { expect, test } from './fixtures';
import { chunks, collectProblems, georgianTemplates, routes } from './quality';

// Every route, loaded as a visitor would: no console errors or warnings (hydration mismatches
// included), no uncaught errors, no failed or 4xx/5xx requests, no CSP violation, under nginx's
// real headers (the per-page <meta> policy applies on every host). One Georgian route per
// template: the headers apply alike to both languages. On the Worker, a11y.spec's desktop sweep
// (two routes per template and language) checks the same in the page loads it scans.
const sweep = georgianTemplates;

chunks(sweep, 15).forEach((group, index) => {
  test(`clean console #${index + 1}`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'cloudflare', "a11y.spec's desktop sweep on the Worker");
    test.setTimeout(120_000);
    const problems = await collectProblems(page);
    for (const route of group) {
      const before = problems.length;
      await page.goto(route, { waitUntil: 'networkidle' });
      for (let i = before; i < problems.length; i++) problems[i] = `${route}: ${problems[i]}`;
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

// Chromium reports an unused preload about 3 s after load, and a prefetched route payload can
// make a page fetch another page's images late: keep one Georgian page per template open for 5 s
// (the English page of a template loads the same scripts and payloads). What a page fetches is
// the export's doing, alike on every host: the Worker's project checks it.
chunks(sweep, 6).forEach((group, index) => {
  test(`nothing late or unused after 5 s #${index + 1}: ${group[0]} … ${group.at(-1)}`, async ({
    context,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'cloudflare', 'the export, not the host');
    test.setTimeout(60_000);
    const problems: string[] = [];
    await Promise.all(
      group.map(async (route) => {
        const page = await context.newPage();
        const found = await collectProblems(page);
        const images: string[] = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'image') images.push(request.url());
        });
        await page.goto(route, { waitUntil: 'load' });
        await page.waitForTimeout(5_000);
        // Every image fetched is one this page shows (lazy ones only once scrolled to).
        const shown = await page.evaluate(() =>
          [...document.querySelectorAll('img')].flatMap((img) => [img.currentSrc, img.src]),
        );
        for (const url of images)
          if (!shown.includes(url)) found.push(`image of another page requested: ${url}`);
        problems.push(...found.map((problem) => `${route}: ${problem}`));
        await page.close();
      }),
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

test('every page carries a script policy without unsafe-inline or unsafe-eval', async ({
  page,
}, testInfo) => {
  // The policy is in each page's HTML, which every host serves alike.
  test.skip(testInfo.project.name !== 'cloudflare', 'the export, not the host');
  test.setTimeout(120_000);
  const missing: string[] = [];
  for (const route of routes) {
    const html = await (await page.request.get(route)).text();
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
    const scriptSrc = policy?.split(';').find((d) => d.trim().startsWith('script-src'));
    if (!scriptSrc || /'unsafe-(inline|eval)'/.test(scriptSrc) || !/'sha256-/.test(scriptSrc)) {
      missing.push(`${route}: ${scriptSrc ?? 'no policy'}`);
    }
  }
  expect(missing).toEqual([]);
});

test('client-side navigation works under the policy', async ({ page }) => {
  const problems = await collectProblems(page);
  await page.goto('/gps-app/en/', { waitUntil: 'networkidle' });
  // The search page renders its results in the browser from ?q=.
  await page.goto('/gps-app/en/search/?q=printer', { waitUntil: 'networkidle' });
  await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
  // Theme toggle and language switch are client islands; both must run.
  const html = page.locator('html');
  const before = await html.getAttribute('data-theme');
  await page
    .getByRole('button', { name: /theme|თემა/i })
    .first()
    .click();
  await expect(html).not.toHaveAttribute('data-theme', before ?? '');
  await page
    .getByRole('link', { name: /ქართული|GE/ })
    .first()
    .click();
  await expect(html).toHaveAttribute('lang', 'ka');
  // This test lingers on pages; Chromium's "preloaded but not used within a few seconds" hint
  // about Next's own preloads then depends on machine load, not on the site.
  const real = problems.filter(
    (problem) => !/preloaded using link preload but not used/.test(problem),
  );
  expect(real, real.join('\n')).toEqual([]);
});
