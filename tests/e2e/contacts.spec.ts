import { expect, test } from '@playwright/test';
import { withoutEndpoint } from './contact-page';

test.beforeEach(async ({ page }) => withoutEndpoint(page));

const form = (page: import('@playwright/test').Page) =>
  page.getByRole('form', { name: /Send us a message|მოგვწერეთ/ });

test.describe('contact details', () => {
  test('phone, e-mail, address, hours and messengers are listed', async ({ page }) => {
    await page.goto('/gps-app/en/contacts/');
    const main = page.getByRole('main');
    await expect(main).toContainText('Tbilisi');
    await expect(main).toContainText('Georgia');
    await expect(main).toContainText('Mon–Sat, 10:00–18:00');
    await expect(main.getByRole('link', { name: /^\+995/ })).toHaveAttribute('href', /^tel:\+995/);
    await expect(main.getByRole('link', { name: 'info@example.com' })).toHaveAttribute(
      'href',
      'mailto:info@example.com',
    );
    await expect(main.getByRole('link', { name: /^Telegram/ })).toHaveAttribute('target', '_blank');
    await expect(main.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute('target', '_blank');
  });
});

test.describe('contact form validation', () => {
  test('shows English errors, moves focus to the first invalid field and keeps the text', async ({
    page,
  }) => {
    await page.goto('/gps-app/en/contacts/');
    const name = page.getByLabel('Name');
    const email = page.getByLabel('E-mail');
    const message = page.getByRole('textbox', { name: 'Message' });
    await expect(email).toHaveAttribute('type', 'email');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Enter your name.');
    await expect(email).toHaveAccessibleDescription('Enter your e-mail address.');
    await expect(message).toHaveAccessibleDescription('Write your message.');
    await expect(form(page)).toContainText('please correct the fields marked below');

    await name.fill('Nino');
    await email.fill('nino@');
    await message.fill('Too short');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(email).toBeFocused();
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/Enter a valid e-mail address/);
    await expect(message).toHaveAccessibleDescription('Write at least 10 characters.');
    await expect(name).toHaveValue('Nino');
    await expect(email).toHaveValue('nino@');
    await expect(message).toHaveValue('Too short');

    await email.fill('nino@example.ge'); // errors follow the corrections
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('shows Georgian errors on the Georgian page', async ({ page }) => {
    await page.goto('/gps-app/ka/contacts/');
    await page.getByLabel('ელფოსტა').fill('არა-ელფოსტა');
    await page.getByRole('button', { name: 'გაგზავნა' }).click();
    await expect(page.getByLabel('სახელი')).toBeFocused();
    await expect(page.getByLabel('სახელი')).toHaveAccessibleDescription('მიუთითეთ თქვენი სახელი.');
    await expect(page.getByLabel('ელფოსტა')).toHaveAccessibleDescription(
      /მიუთითეთ სწორი ელფოსტის მისამართი/,
    );
    await expect(page.getByLabel('შეტყობინება')).toHaveAccessibleDescription(
      'დაწერეთ შეტყობინება.',
    );
    await expect(page.getByLabel('ელფოსტა')).toHaveValue('არა-ელფოსტა');
  });

  test('what was typed survives a reload', async ({ page }) => {
    await page.goto('/gps-app/en/contacts/');
    await page.getByRole('textbox', { name: 'Message' }).fill('Half-written question about toner');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(
      'Half-written question about toner',
    );
  });
});

test.describe('contact form prefill', () => {
  test('?type= from an offer selects the topic and writes the message in the page language', async ({
    page,
  }) => {
    await page.goto('/gps-app/en/contacts/?type=bulk-order');
    await expect(page.getByLabel('Topic')).toHaveValue('bulk-order');
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(/bulk order discount/);

    await page.goto('/gps-app/ka/contacts/?type=educational-discount');
    await expect(page.getByLabel('თემა', { exact: true })).toHaveValue('educational-discount');
    await expect(page.getByLabel('შეტყობინება')).toHaveValue(/საგანმანათლებლო ფასდაკლებით/);
  });

  test('?product= names the product; an unknown type is ignored', async ({ page }) => {
    await page.goto('/gps-app/en/contacts/?product=uv-flatbed-6090');
    await expect(page.getByLabel('Topic')).toHaveValue('product');
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(
      'Hello! Please send me a price offer for UV Flatbed F6090.',
    );
    await page.goto('/gps-app/en/contacts/?type=free-printer');
    await expect(page.getByLabel('Topic')).toHaveValue('general');
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });
});

test.describe('contact form without an endpoint', () => {
  test('send opens the mail app with subject and body, and offers WhatsApp and Telegram', async ({
    page,
  }) => {
    await page.goto('/gps-app/en/contacts/?type=starter-bundle');
    await expect(form(page)).toContainText('Send opens your e-mail app');
    await page.getByLabel('Name').fill('Giorgi');
    await page.getByLabel('E-mail').fill('giorgi@example.ge');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status')).toHaveText(/Your e-mail app should open/);

    const subject = 'Office starter bundle: a message from the website';
    const body = [
      'Name: Giorgi',
      'E-mail: giorgi@example.ge',
      'Topic: Office starter bundle',
      '',
      'Hello! I am interested in the office starter bundle. Please send me the details and the delivery time.',
    ].join('\n');
    const mail = new URL(
      (await page.getByRole('link', { name: 'Send by e-mail' }).getAttribute('href'))!,
    );
    expect(mail.protocol).toBe('mailto:');
    expect(mail.pathname).toBe('info@example.com');
    expect(mail.searchParams.get('subject')).toBe(subject);
    expect(mail.searchParams.get('body')).toBe(body.replaceAll('\n', '\r\n'));

    const whatsapp = page.getByRole('link', { name: /Send via WhatsApp/ });
    const wa = new URL((await whatsapp.getAttribute('href'))!);
    expect(`${wa.origin}${wa.pathname}`).toBe('https://wa.me/995555000000');
    expect(wa.searchParams.get('text')).toBe(`${subject}\n\n${body}`);
    await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    const telegram = new URL(
      (await page.getByRole('link', { name: /Send via Telegram/ }).getAttribute('href'))!,
    );
    expect(telegram.pathname).toBe('/example_print_centre');
    expect(telegram.searchParams.get('text')).toBe(`${subject}\n\n${body}`);
    await expect(page.getByLabel('Name')).toHaveValue('Giorgi'); // still there if the app never opened
  });
});
