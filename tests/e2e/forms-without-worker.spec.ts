import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { emailField, openContacts } from './contact-page';
import { base } from './out-pages';
import { fillService, openRequest, requestPath, serviceForm } from './service-request';

// On a host without the shop's Worker (here plain nginx with the generated site file, serving the
// forms as a default build makes them: posting to /gps-app/api/requests) the endpoint answers
// 405 or 404. Each form then turns at once to the mail app and the chat links, the text kept.
const fallbackWithin = 5_000;

async function expectFallback(page: Page, scope: ReturnType<Page['locator']>, text: string) {
  await expect(scope.getByRole('status')).toHaveText(/e-mail app should open/, {
    timeout: fallbackWithin,
  });
  const mail = scope.getByRole('link', { name: 'Send by e-mail' });
  await expect(mail).toHaveAttribute('href', /^mailto:/);
  expect(decodeURIComponent((await mail.getAttribute('href')) ?? '')).toContain(text);
  await expect(scope.getByRole('link', { name: 'Send via WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\//,
  );
  await expect(scope.getByRole('link', { name: /Telegram/ })).toBeVisible();
}

test('the contact form falls back to the mail app and chat links, the message kept', async ({
  page,
}) => {
  await openContacts(page, `${base}/en/contacts/`);
  const message = 'Our MX-3050 shows error C2557, please call.';
  await page.getByLabel(/^Name/).fill('Nino Beridze');
  await emailField(page).fill('nino@example.ge');
  await page.getByLabel(/^Message/).fill(message);
  const answered = page.waitForResponse((r) => r.url().endsWith(`${base}/api/requests`));
  await page.getByRole('button', { name: 'Send' }).click();
  expect([404, 405]).toContain((await answered).status());
  await expectFallback(page, page.locator('main form'), message);
  await expect(page.getByLabel(/^Message/)).toHaveValue(message);
});

test('the service request falls back the same way, every field kept', async ({ page }) => {
  await openRequest(page, requestPath('en'));
  await fillService(page, 'MX-3050');
  const form = serviceForm(page);
  await form.getByRole('button', { name: /^Send/ }).click();
  await expectFallback(page, form, 'C2557');
  await expect(form.getByLabel(/^Error code/)).toHaveValue('C2557');
  await expect(form.getByLabel(/^Address/)).toHaveValue('Rustaveli Ave 10, floor 3');
});
