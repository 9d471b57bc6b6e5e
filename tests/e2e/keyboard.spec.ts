import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { aProduct, biggestCategory, productPath } from './site-content';

// Everything interactive is reachable by Tab, visible when focused and shows a focus ring.
// One page of each template, at both widths (the phone layout has the menu button).
const pages = [
  '/gps-app/en/',
  '/gps-app/ka/catalog/',
  `/gps-app/en/catalog/${biggestCategory.slug}/`,
  productPath('ka', aProduct),
  '/gps-app/en/search/?q=printer',
  '/gps-app/ka/about/',
  '/gps-app/en/services/maintenance/',
  '/gps-app/en/news/',
  '/gps-app/ka/contacts/',
  '/gps-app/en/services/request/',
];
const widths = [375, 1280];

interface Stop {
  name: string;
  visible: boolean;
  ring: boolean;
}

/** The element Tab landed on: its name, whether it is on screen and shows a focus ring. */
function focused(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    // The ring may be drawn by the element or by a card around it (:focus-within).
    const hasRing = (node: Element) => {
      const s = getComputedStyle(node);
      return (
        (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2) || s.boxShadow !== 'none'
      );
    };
    let ring = false;
    for (let node: Element | null = element, depth = 0; node && depth < 4; depth++) {
      ring ||= hasRing(node);
      node = node.parentElement;
    }
    return {
      name: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
      visible: box.width > 0 && box.height > 0 && style.visibility !== 'hidden',
      ring,
    };
  });
}

// One test per width, a step per page (soft checks: one page's fault does not hide another's).
for (const width of widths) {
  test(`keyboard at ${width} px: every stop visible, with a focus ring`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    for (const path of pages) {
      await test.step(path, async () => {
        await page.goto(path, { waitUntil: 'networkidle' });
        const problems: string[] = [];
        let stops = 0;
        // Up to 60 stops: enough to pass the header, the main content and into the footer.
        for (let i = 0; i < 60; i++) {
          await page.keyboard.press('Tab');
          const stop = await focused(page);
          if (!stop) break; // wrapped around past the last element
          stops++;
          if (!stop.visible) problems.push(`${stop.name} is focusable but not visible`);
          if (!stop.ring) problems.push(`${stop.name} has no visible focus ring`);
        }
        expect.soft(stops, `${path}: Tab stops`).toBeGreaterThan(5);
        expect.soft(problems, `${path}:\n${problems.join('\n')}`).toEqual([]);
      });
    }
  });
}
