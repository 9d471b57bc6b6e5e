import type { Page } from '@playwright/test';

/**
 * Resolves once the browser has told ResizeObservers about the element's current size. A new
 * observer's first report comes in the same rendering update as (and after) those of observers
 * created earlier, so a resize before this call has then reached the page's own (Embla's): a
 * wait for that frame, not for a guessed number of milliseconds.
 */
export function resizeReported(page: Page, selector: string): Promise<void> {
  return page.evaluate(
    (selector) =>
      new Promise<void>((resolve, reject) => {
        const element = document.querySelector(selector);
        if (!element) return reject(new Error(`nothing matches ${selector}`));
        const observer = new ResizeObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(element);
      }),
    selector,
  );
}

/**
 * Resolves once IntersectionObservers have been told whether the element is on screen, as
 * `visible` says. The page's own observers were created first, so their callbacks run before
 * this one's: a scroll before this call has then reached them.
 */
export function intersectionReported(
  page: Page,
  selector: string,
  visible: boolean,
): Promise<void> {
  return page.evaluate(
    ({ selector, visible }) =>
      new Promise<void>((resolve, reject) => {
        const element = document.querySelector(selector);
        if (!element) return reject(new Error(`nothing matches ${selector}`));
        const observer = new IntersectionObserver((entries) => {
          if (entries.some((entry) => entry.isIntersecting === visible)) {
            observer.disconnect();
            resolve();
          }
        });
        observer.observe(element);
      }),
    { selector, visible },
  );
}
