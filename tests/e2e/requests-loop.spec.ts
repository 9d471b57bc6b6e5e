import sharp from 'sharp';
import { expect, test } from './fixtures';
import { requestsTestPorts } from '../../playwright.config';
import { emailField } from './contact-page';
import { base } from './out-pages';
import { referenceIn, untilServing } from './requests-server';
import { fillService, openRequest, requestPath, serviceForm } from './service-request';
import { biggestCategory, need, productsIn } from './site-content';

// What `npm ci && npm start` gives a new user, end to end: the Worker as scripts/start.mjs runs
// it (tests/hosts/wrangler-test.sh, port WRANGLER_PORT + 6: local D1 and R2, notifications on the
// console, the inbox open to loopback host names without Access, the default 3 s on the page
// before a send). A buyer sends a quote for two products and a service request with a photo;
// the dealer finds both in the inbox on the same machine, sees the photo and marks one done.
const local = `http://127.0.0.1:${requestsTestPorts.local}`;
const inbox = `${local}${base}/admin/requests/?lang=en`;
const [first, second] = productsIn(biggestCategory.slug);
/** A person takes longer than MIN_FILL_SECONDS (3) to fill a form; a test must wait as long. */
const humanPause = 3_200;

test('a quote and a service request with a photo land in the local inbox, one marked done', async ({
  page,
  request,
}) => {
  test.slow();
  await untilServing(local);
  const a = need(first, 'product');
  const b = need(second, 'product');
  await page.goto(`${local}${base}/en/quote/?items=${a.id}:1,${b.id}:3`);
  await expect(page.getByRole('link', { name: a.name.en })).toBeVisible();
  await expect(page.getByRole('link', { name: b.name.en })).toBeVisible();
  await page.getByLabel(/^Name/).fill('Nino Beridze');
  await emailField(page).fill('nino@example.ge');
  await page.waitForTimeout(humanPause);
  await page.getByRole('button', { name: 'Send request' }).click();
  const quoteStatus = page.locator('main [role="status"]').filter({ hasText: /Q-\d{4}-\d{4,}/ });
  await expect(quoteStatus).toBeVisible();
  const quote = referenceIn(await quoteStatus.textContent());

  // A phone photo of the error screen (JPEG with an orientation tag, as cameras write it).
  const photo = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: '#c33' },
  })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  await openRequest(page, `${local}${requestPath('en')}`);
  await fillService(page, 'MX-3050');
  const form = serviceForm(page);
  await form.getByLabel(/^Photos/).setInputFiles({
    name: 'error-screen.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  });
  await page.waitForTimeout(humanPause);
  await form.getByRole('button', { name: 'Send the request' }).click();
  const serviceStatus = form.getByRole('status');
  await expect(serviceStatus).toHaveText(/S-\d{4}-\d{4,}/);
  const service = referenceIn(await serviceStatus.textContent());

  // The dealer's inbox on the same machine: no sign-in, both requests listed.
  await page.goto(inbox);
  await expect(page.locator(`li[data-reference="${quote}"]`)).toBeVisible();
  await expect(page.locator(`li[data-reference="${service}"]`)).toBeVisible();

  await page.locator(`li[data-reference="${service}"] a.open`).click();
  const photos = page.locator('section.photos img');
  await expect(photos).toHaveCount(1);
  await expect
    .poll(() => photos.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  // Kept upright: the camera's orientation tag turned the 1600 × 1200 shot to portrait.
  const { naturalWidth, naturalHeight } = await photos.evaluate((img: HTMLImageElement) => ({
    naturalWidth: img.naturalWidth,
    naturalHeight: img.naturalHeight,
  }));
  expect(naturalHeight).toBeGreaterThan(naturalWidth);

  await page.getByLabel('Status').selectOption('done');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Status')).toHaveValue('done');

  // The same Worker reached through any other host name keeps the inbox shut.
  const elsewhere = await request.get(`${local}${base}/admin/requests/api/`, {
    headers: { Host: 'shop.example.ge' },
  });
  expect(elsewhere.status()).toBe(403);
});
