// What a page's images cost a phone: a 375 × 812 screen at 2x opens the page, scrolls to its end
// so that every lazy image loads, and the bytes of each image answer are added up (issue 33's
// "product page at 375 px, all images at 2x ≤ 100 kB"). Used by the scale benchmark.

/** Cloudinary's width in a URL such as …/upload/c_limit,f_auto,q_auto,w_480/v1/… */
export function cloudinaryWidth(url) {
  const match = /\/upload\/(?:[^/]*,)?w_(\d{1,4})(?:,[^/]*)?\//.exec(url);
  return match ? Number(match[1]) : undefined;
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url  the page
 * @param {{ library?: (width: number | undefined, accept: string) => Promise<{ type: string, body: Buffer }> }} [options]
 *   library: answers the media library's photo URLs (res.cloudinary.com is out of reach here)
 * @returns {Promise<{ bytes: number, images: { url: string, bytes: number, type: string }[] }>}
 */
export async function phonePageImages(browser, url, { library } = {}) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  try {
    if (library)
      await context.route('https://res.cloudinary.com/**', async (route) => {
        const request = route.request();
        const answer = await library(
          cloudinaryWidth(request.url()),
          request.headers().accept ?? '',
        );
        await route.fulfill({ status: 200, contentType: answer.type, body: answer.body });
      });
    const page = await context.newPage();
    const images = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'image') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      images.push({
        url: response.url(),
        bytes: body.length,
        type: response.headers()['content-type'] ?? '',
      });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // Down the page a screen at a time, so each lazy image comes into view and loads.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y <= height; y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(100);
    }
    await page.waitForLoadState('networkidle');
    return { bytes: images.reduce((sum, image) => sum + image.bytes, 0), images };
  } finally {
    await context.close();
  }
}
