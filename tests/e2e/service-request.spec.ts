import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { withoutEndpoint } from './contact-page';
import { productPath, siteContent } from './site-content';
import {
  aDevice,
  aSupply,
  devices,
  fillService,
  meterForm,
  openRequest,
  requestPath,
  serviceForm,
} from './service-request';

// The mail path (no CONTACT_FORM_ENDPOINT): the endpoint's own tests are in contact-endpoint.spec.
test.beforeEach(async ({ page }) => withoutEndpoint(page, '**/gps-app/*/services/request/**'));
const { email } = siteContent.company;

test('both forms, in two sections the page links to', async ({ page }) => {
  await openRequest(page, requestPath('en'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Service request and meter reading',
  );
  const nav = page.getByRole('navigation', { name: 'On this page' });
  await nav.getByRole('link', { name: 'Send a meter reading' }).click();
  await expect(page).toHaveURL(/#meter$/);
  await expect(page.locator('section#meter')).toContainText('Send a meter reading');
  await expect(serviceForm(page)).toBeVisible();
  await expect(meterForm(page)).toBeVisible();
  // The model suggestions are not in the page: they arrive when the visitor starts on the form.
  await expect(page.locator('#service-model-options option')).toHaveCount(0);
  await serviceForm(page)
    .getByLabel(/^Device model/)
    .focus();
  await expect(page.locator('#service-model-options option')).toHaveCount(devices.length);
  // Each suggestion offers the model code (the name's words with a digit), labelled by its name.
  const first = page.locator('#service-model-options option').first();
  await expect(first).toHaveAttribute(
    'value',
    devices[0]!.name.en
      .split(' ')
      .filter((word) => /\d/.test(word))
      .join(' '),
  );
  await expect(first).toHaveAttribute('label', devices[0]!.name.en);
});

test('service: Georgian errors, focus on the first field, the text kept', async ({ page }) => {
  await openRequest(page, requestPath('ka'));
  const form = serviceForm(page);
  await form.getByLabel(/^სერიული ნომერი/).fill('AB-12');
  await form.getByRole('button', { name: 'მოთხოვნის გაგზავნა' }).click();
  await expect(form.getByText('მოთხოვნა არ გაიგზავნა', { exact: false })).toBeVisible();
  await expect(form.getByLabel(/^მოწყობილობის მოდელი/)).toBeFocused();
  await expect(form.getByLabel(/^სერიული ნომერი/)).toHaveValue('AB-12');
  await expect(form.getByLabel(/^სერიული ნომერი/)).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(/6-დან 20-მდე ლათინური ასოსა/).first()).toBeVisible();
});

test('service, mail path: the body names every field, and the text stays', async ({ page }) => {
  await openRequest(page, requestPath('en'));
  await fillService(page, 'Old copier X1');
  await serviceForm(page).getByRole('button', { name: 'Send the request' }).click();
  await expect(serviceForm(page).getByRole('status')).toHaveText(/Your e-mail app should open/);
  const mail = new URL(
    (await serviceForm(page).getByRole('link', { name: 'Send by e-mail' }).getAttribute('href'))!,
  );
  expect(mail.pathname).toBe(email);
  expect(mail.searchParams.get('subject')).toBe('Service request: Old copier X1, sn12ab34');
  expect(mail.searchParams.get('body')).toBe(
    [
      'Device model: Old copier X1',
      'Serial number: sn12ab34',
      'What is wrong?: Error code on the screen',
      'Error code: C2557',
      'How urgent is it?: Normal: the next working day',
      `City: ${siteContent.serviceArea.cities[0]!.name.en}`,
      'Address: Rustaveli Ave 10, floor 3',
      'Contact person: Nino Beridze',
      'Phone: +995555123456',
    ].join('\r\n'),
  );
  await expect(serviceForm(page).getByLabel(/^Device model/)).toHaveValue('Old copier X1');
});

/**
 * The field starts with the model's code, short enough to read whole (a part of the name in both
 * languages), and the full name in the page's language stands beside it.
 */
async function expectModel(page: Page, locale: 'ka' | 'en') {
  // A field with suggestions (a datalist) is a combobox, so it is found by its label.
  const field = serviceForm(page).getByLabel(
    locale === 'en' ? /^Device model/ : /^მოწყობილობის მოდელი/,
  );
  await expect(field).not.toHaveValue('');
  const value = await field.inputValue();
  expect(aDevice.name.en).toContain(value);
  expect(aDevice.name.ka).toContain(value);
  await expect(serviceForm(page).getByText(aDevice.name[locale], { exact: true })).toBeVisible();
  // The code fits: nothing of it is scrolled out of the field.
  expect(
    await field.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth),
  ).toBe(true);
}

test('?product= starts with the model; unknown, supply and hostile ids are ignored', async ({
  page,
}) => {
  await openRequest(page, requestPath('en', `?product=${aDevice.id}`));
  await expectModel(page, 'en');
  await openRequest(page, requestPath('ka', `?product=${aDevice.id}`));
  await expectModel(page, 'ka');
  const ignored = ['nope', '%3Cimg%20src%3Dx%3E', '__proto__', ...(aSupply ? [aSupply.id] : [])];
  for (const id of ignored) {
    await openRequest(page, requestPath('en', `?product=${id}`));
    await expect(serviceForm(page).getByLabel(/^Device model/)).toHaveValue('');
  }
});

test('what was typed survives a reload', async ({ page }) => {
  await openRequest(page, requestPath('en'));
  await serviceForm(page)
    .getByLabel(/^Address/)
    .fill('Chavchavadze Ave 1');
  await meterForm(page)
    .getByLabel(/^Black-and-white pages/)
    .fill('1234');
  await openRequest(page, requestPath('en'));
  await expect(serviceForm(page).getByLabel(/^Address/)).toHaveValue('Chavchavadze Ave 1');
  await expect(meterForm(page).getByLabel(/^Black-and-white pages/)).toHaveValue('1234');
});

test('meter: invalid counters are errors; a lower reading than the last one sent is a warning', async ({
  page,
}) => {
  await openRequest(page, requestPath('en'));
  const form = meterForm(page);
  await form.getByLabel(/^Serial number/).fill('SN12AB34');
  await form.getByLabel(/^Black-and-white pages/).fill('12.5');
  await form.getByRole('button', { name: 'Send the reading' }).click();
  await expect(form.getByText('The reading was not sent', { exact: false })).toBeVisible();
  await expect(form.getByLabel(/^Black-and-white pages/)).toBeFocused();

  await form.getByLabel(/^Black-and-white pages/).fill('12 000');
  await form.getByLabel(/^Colour pages/).fill('3000');
  await form.getByLabel(/^Contact person/).fill('Nino');
  await form.getByLabel(/^E-mail/).fill('nino@example.ge');
  await form.getByRole('button', { name: 'Send the reading' }).click();
  await expect(form.getByRole('status')).toHaveText(/Your e-mail app should open/);
  const mail = new URL(
    (await form.getByRole('link', { name: 'Send by e-mail' }).getAttribute('href'))!,
  );
  expect(mail.searchParams.get('body')).toContain(
    'Black-and-white pages: 12000\r\nColour pages: 3000',
  );

  // The next month's reading, typed lower by mistake.
  await openRequest(page, requestPath('en'));
  await form.getByLabel(/^Serial number/).fill('sn12ab34');
  await form.getByLabel(/^Black-and-white pages/).fill('11999');
  await expect(form.getByLabel(/^Black-and-white pages/)).toHaveAccessibleDescription(
    /lower than the last reading sent from this browser for this serial number \(12000 on /,
  );
  await expect(form.getByText(/lower than the last reading/)).toHaveCount(1);
  await form.getByLabel(/^Black-and-white pages/).fill('12001');
  await expect(form.getByText(/lower than the last reading/)).toHaveCount(0);
});

test('linked from the footer, the services page, the maintenance topic and a device page', async ({
  page,
}) => {
  await page.goto('/gps-app/en/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Service request' }).click();
  await expect(page).toHaveURL(/\/gps-app\/en\/services\/request\/$/);

  await page.goto('/gps-app/ka/services/');
  await page.getByRole('main').getByRole('link', { name: 'მრიცხველის ჩვენების გაგზავნა' }).click();
  await expect(page).toHaveURL(/\/gps-app\/ka\/services\/request\/#meter$/);

  const maintenance = siteContent.serviceTopics.find((t) => t.cta.href === '/services/request');
  if (maintenance) {
    await page.goto(`/gps-app/en/services/${maintenance.slug}/`);
    await page.getByRole('link', { name: maintenance.cta.label.en }).click();
    await expect(page).toHaveURL(/\/gps-app\/en\/services\/request\/$/);
  }

  await page.goto(productPath('en', aDevice));
  await page.getByRole('link', { name: 'Request service for this model' }).click();
  await expect(page).toHaveURL(new RegExp(`services/request/\\?product=${aDevice.id}#service$`));
  await expectModel(page, 'en');
  if (aSupply) {
    await page.goto(productPath('en', aSupply));
    await expect(page.getByRole('link', { name: 'Request service for this model' })).toHaveCount(0);
  }
});

test('only a device with a page counter offers a meter reading on its page', async ({ page }) => {
  // Written out here rather than taken from the code: printers and copiers count pages,
  // shredders, guillotines and laminators do not.
  const counted = siteContent.products.find((p) => ['multifunction', 'printer'].includes(p.type));
  const uncounted = siteContent.products.find(
    (p) =>
      ['shredder', 'guillotine', 'laminator'].includes(p.type) && p.compatibleWith.length === 0,
  );
  const meterLink = () => page.getByRole('link', { name: 'Send a meter reading' });
  if (counted) {
    await page.goto(productPath('en', counted));
    await expect(meterLink()).toHaveCount(1);
    // The meter link names the model as the service link does, so the page starts with it.
    await meterLink().click();
    await expect(page).toHaveURL(new RegExp(`services/request/\\?product=${counted.id}#meter$`));
    const model = serviceForm(page).getByLabel(/^Device model/);
    await expect(model).not.toHaveValue('');
    expect(counted.name.en).toContain(await model.inputValue());
  }
  if (uncounted) {
    await page.goto(productPath('en', uncounted));
    await expect(page.getByRole('link', { name: 'Request service for this model' })).toHaveCount(1);
    await expect(meterLink()).toHaveCount(0);
  }
});
