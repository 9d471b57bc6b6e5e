import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import {
  chunks,
  collectProblems,
  georgianTemplates,
  routes,
  templateSample,
  useTheme,
  type Theme,
} from './quality';

// WCAG 2.2 A and AA (axe has no wcag22a tag: 2.2 added no level-A rule it can test).
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const themes: Theme[] = ['light', 'dark'];
const widths = [
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
];
// A test scans a handful of routes on one page: one browser context per ten scans.
const routesPerTest = 10;

/**
 * axe over the current page. options() first: it replaces the options withTags() sets. Only
 * violations are collected (no result objects for every passing node), and legacy mode runs
 * axe in the page itself: the export has no iframes, so the default cross-frame mode would only
 * add a blank page per scan to merge results in.
 */
function scan(page: Page) {
  return new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(wcagTags)
    .setLegacyMode()
    .analyze();
}

test('the scan does find violations (a broken image, low contrast)', async ({ page }) => {
  await page.goto('/gps-app/en/about/');
  await page.waitForLoadState('networkidle');
  // Appended to <body>, outside the React-rendered tree: a late hydration would otherwise throw
  // nodes injected into <main> away and the scan would find nothing to report.
  await page.evaluate(() => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<img src="/gps-app/icon.svg"><p style="color:#ccc;background:#fff">faint</p>',
    );
  });
  await expect(page.locator('body > img[src="/gps-app/icon.svg"]')).toHaveCount(1);
  const ids = (await scan(page)).violations.map((violation) => violation.id);
  expect(ids).toEqual(expect.arrayContaining(['image-alt', 'color-contrast']));
});

// Two routes per template and language, from either half of the sorted list, in the light theme
// on a desktop; the other theme and width combinations scan one Georgian route per template (the
// language changes the words, not the colours or the layout's controls, and Georgian's longer
// words are the harder case), so each template is still checked in every theme at every width.
// The wide sweep also loads each page as console.spec asks of the Worker: no console error or
// warning, page error, failed request or CSP violation once the network is idle (one load per
// page serves both checks).
for (const theme of themes) {
  for (const { name, viewport } of widths) {
    const wide = theme === 'light' && name === 'desktop';
    const sweep = wide ? templateSample(routes, 2) : georgianTemplates;
    test.describe(`axe, ${theme} theme, ${viewport.width} px`, () => {
      // Reduced motion: the hero carousel holds still, so every scan sees a settled page.
      test.use({ viewport, reducedMotion: 'reduce' });

      chunks(sweep, routesPerTest).forEach((group, index) => {
        test(`${name} ${theme} #${index + 1}: ${group[0]} … ${group.at(-1)}`, async ({ page }) => {
          test.setTimeout(120_000);
          await useTheme(page, theme);
          const violations: string[] = [];
          const problems = wide ? await collectProblems(page) : [];
          for (const route of group) {
            const before = problems.length;
            await page.goto(route, { waitUntil: wide ? 'networkidle' : 'load' });
            for (let i = before; i < problems.length; i++) problems[i] = `${route}: ${problems[i]}`;
            await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
            await page.evaluate(() => document.fonts.ready);
            const { violations: found } = await scan(page);
            for (const violation of found) {
              for (const node of violation.nodes) {
                violations.push(
                  `${route} [${violation.id}] ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
                );
              }
            }
          }
          expect(violations, violations.join('\n')).toEqual([]);
          expect(problems, problems.join('\n')).toEqual([]);
        });
      });
    });
  }
}

// The contact form's states that only appear after a send: the error summary with its links and
// the invalid fields, in both themes, at both widths.
for (const theme of themes) {
  for (const { name, viewport } of widths) {
    test(`axe, contact form errors, ${theme} theme, ${name}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await useTheme(page, theme);
      const violations: string[] = [];
      for (const locale of ['ka', 'en']) {
        await page.goto(`/gps-app/${locale}/contacts/`);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await page.getByRole('radio').nth(2).check(); // WhatsApp: the phone becomes required
        await page
          .locator('form[aria-labelledby="contact-form-heading"] button[type="submit"]')
          .click();
        await expect(page.locator('#contact-phone')).toHaveAttribute('aria-invalid', 'true');
        for (const violation of (await scan(page)).violations)
          for (const node of violation.nodes)
            violations.push(`${locale} [${violation.id}] ${node.target.join(' ')}`);
      }
      expect(violations, violations.join('\n')).toEqual([]);
    });
  }
}

// The service request page's states after a stopped send (both forms' error summaries and
// invalid fields) and the lower-reading warning, in both themes, at both widths.
for (const theme of themes) {
  for (const { name, viewport } of widths) {
    test(`axe, service request errors, ${theme} theme, ${name}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await useTheme(page, theme);
      const violations: string[] = [];
      for (const locale of ['ka', 'en']) {
        await page.goto(`/gps-app/${locale}/services/request/`);
        await expect(page.locator('main form[novalidate]')).toHaveCount(2, { timeout: 15_000 });
        await page.evaluate(() =>
          localStorage.setItem(
            'meter-last-readings',
            JSON.stringify({ AB123456: { date: '2026-01-31', mono: 900, colour: null } }),
          ),
        );
        for (const form of ['service', 'meter'])
          await page.locator(`section#${form} button[type="submit"]`).click();
        await expect(page.locator('#service-model')).toHaveAttribute('aria-invalid', 'true');
        await page.locator('#meter-serial').fill('AB123456');
        await page.locator('#meter-mono').fill('5');
        await expect(page.locator('#meter-mono-warning')).toBeVisible();
        for (const violation of (await scan(page)).violations)
          for (const node of violation.nodes)
            violations.push(`${locale} [${violation.id}] ${node.target.join(' ')}`);
      }
      expect(violations, violations.join('\n')).toEqual([]);
    });
  }
}
