import { expect, test } from './fixtures';
import { holdScripts } from './contact-page';
import { meterForm, requestPath, serviceForm } from './service-request';

// The forms are pre-rendered and the framework's scripts load after the first paint (seconds
// later on a slow phone): what a visitor types before they arrive stays when the form starts.
// The pages are served as built (no endpoint rewrite: its changed markup would not hydrate).

test('contact form: text typed before the scripts arrive stays, and survives a reload', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/gps-app/en/contacts/?type=bulk-order', { waitUntil: 'domcontentloaded' });
  const message = page.getByRole('textbox', { name: 'Message' });
  await page.getByLabel('Name').fill('Nino');
  await message.fill('Typed on a slow phone');
  release();
  await expect(page.locator('main form[novalidate]')).toHaveCount(1, { timeout: 15_000 });
  await expect(page.getByLabel('Name')).toHaveValue('Nino');
  await expect(message).toHaveValue('Typed on a slow phone');
  // What was not typed still starts from the link: ?type= chose the topic.
  await expect(page.getByLabel('Topic')).toHaveValue('bulk-order');
  await page.reload();
  await expect(message).toHaveValue('Typed on a slow phone');
  await expect(page.getByLabel('Name')).toHaveValue('Nino');
});

test('service request and meter reading: what was typed early stays', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto(requestPath('en'), { waitUntil: 'domcontentloaded' });
  const address = serviceForm(page).getByLabel(/^Address/);
  const mono = meterForm(page).getByLabel(/^Black-and-white pages/);
  await address.fill('Chavchavadze Ave 1');
  await mono.fill('1234');
  release();
  await expect(page.locator('main form[novalidate]')).toHaveCount(2, { timeout: 15_000 });
  await expect(address).toHaveValue('Chavchavadze Ave 1');
  await expect(mono).toHaveValue('1234');
  // The meter form still dates the reading today once it starts.
  await expect(meterForm(page).getByLabel(/^Reading date/)).not.toHaveValue('');
});
