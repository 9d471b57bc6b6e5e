import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { emailField, openContacts, phoneField, withoutEndpoint } from './contact-page';
import { aProduct } from './site-content';

test.beforeEach(async ({ page }) => withoutEndpoint(page));

const form = (page: Page) => page.getByRole('form', { name: /Send us a message|მოგვწერეთ/ });

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
    await openContacts(page, '/gps-app/en/contacts/');
    const name = page.getByLabel('Name');
    const email = emailField(page);
    const message = page.getByRole('textbox', { name: 'Message' });
    await expect(email).toHaveAttribute('type', 'email');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Enter your name.');
    await expect(email).toHaveAccessibleDescription(/^Enter your e-mail address/);
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

  test('the error summary sits above the fields and links to each field to correct', async ({
    page,
  }) => {
    await openContacts(page, '/gps-app/en/contacts/');
    await page.getByRole('textbox', { name: 'Message' }).fill('Please call me about toner.');
    await page.getByRole('button', { name: 'Send' }).click();
    const summary = form(page).getByText('please correct the fields marked below');
    await expect(summary).toBeVisible();
    // The summary's own links (the form's footer also links the privacy policy).
    const links = form(page).getByRole('listitem').getByRole('link');
    await expect(links).toHaveText(['Enter your name.', /^Enter your e-mail address/]);
    // Above every field: the summary comes first in reading order and on screen.
    const top = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())!.y;
    expect(await top(summary)).toBeLessThan(await top(page.getByLabel('Topic')));
    await expect(links.first()).toHaveAttribute('href', '#contact-name');
    await links.nth(1).click();
    await expect(emailField(page)).toBeFocused();
    // Corrected fields leave the list; the message stays until the next send.
    await page.getByLabel('Name').fill('Nino');
    await expect(links).toHaveText([/^Enter your e-mail address/]);
  });

  test('choosing a call or WhatsApp makes the phone required instead of the e-mail', async ({
    page,
  }) => {
    await openContacts(page, '/gps-app/en/contacts/');
    const choice = page.getByRole('group', { name: 'How should we answer you?' });
    await expect(choice.getByRole('radio')).toHaveCount(3);
    await expect(choice.getByRole('radio', { name: 'E-mail' })).toBeChecked();
    const phone = phoneField(page);
    await expect(phone).toHaveAttribute('type', 'tel');
    await expect(phone).toHaveAccessibleName('Phone');
    await expect(emailField(page)).toHaveAccessibleName('E-mail (required)');
    // The hint explains the rule before anything goes wrong.
    await expect(phone).toHaveAccessibleDescription(/Required if you want a call or a WhatsApp/);

    await choice.getByRole('radio', { name: 'WhatsApp' }).check();
    await expect(phone).toHaveAccessibleName('Phone (required)');
    await expect(emailField(page)).toHaveAccessibleName('E-mail');
    await page.getByLabel('Name').fill('Giorgi');
    await page.getByRole('textbox', { name: 'Message' }).fill('Please send me the price list.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(/^Enter your phone number so that we can call/);
    await expect(emailField(page)).not.toHaveAttribute('aria-invalid', 'true');

    await phone.fill('12 34');
    await expect(phone).toHaveAccessibleDescription(/^Enter a valid phone number/);
    await phone.fill('555 12 34 56');
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
    await page.reload(); // the draft keeps the choice and the number
    await expect(choice.getByRole('radio', { name: 'WhatsApp' })).toBeChecked();
    await expect(phone).toHaveValue('555 12 34 56');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status')).toHaveText(/Your e-mail app should open/);
    const mail = new URL(
      (await page.getByRole('link', { name: 'Send by e-mail' }).getAttribute('href'))!,
    );
    expect(mail.searchParams.get('body')).toBe(
      [
        'Name: Giorgi',
        'Phone: +995555123456',
        'Preferred answer: WhatsApp',
        'Topic: General question',
        '',
        'Please send me the price list.',
      ].join('\r\n'),
    );
  });

  test('shows Georgian errors on the Georgian page', async ({ page }) => {
    await openContacts(page, '/gps-app/ka/contacts/');
    await emailField(page).fill('არა-ელფოსტა');
    await page.getByRole('button', { name: 'გაგზავნა' }).click();
    await expect(page.getByLabel('სახელი')).toBeFocused();
    await expect(page.getByLabel('სახელი')).toHaveAccessibleDescription('მიუთითეთ თქვენი სახელი.');
    await expect(emailField(page)).toHaveAccessibleDescription(
      /^მიუთითეთ სწორი ელფოსტის მისამართი/,
    );
    await expect(page.getByLabel('შეტყობინება')).toHaveAccessibleDescription(
      'დაწერეთ შეტყობინება.',
    );
    await expect(emailField(page)).toHaveValue('არა-ელფოსტა');

    await page.getByRole('radio', { name: 'ტელეფონით' }).check();
    await phoneField(page).fill('ტელეფონი');
    await page.getByRole('button', { name: 'გაგზავნა' }).click();
    await expect(phoneField(page)).toHaveAccessibleDescription(/^მიუთითეთ სწორი ტელეფონის ნომერი/);
    await expect(phoneField(page)).toHaveAccessibleName('ტელეფონი (სავალდებულო)');
  });

  test('what was typed survives a reload', async ({ page }) => {
    await openContacts(page, '/gps-app/en/contacts/');
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
    await page.goto(`/gps-app/en/contacts/?product=${aProduct.id}`);
    await expect(page.getByLabel('Topic')).toHaveValue('product');
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(
      `Hello! Please send me a price offer for ${aProduct.name.en}.`,
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
    await openContacts(page, '/gps-app/en/contacts/?type=starter-bundle');
    await expect(form(page)).toContainText('“Send” opens your e-mail app');
    await page.getByLabel('Name').fill('Giorgi');
    await emailField(page).fill('giorgi@example.ge');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status')).toHaveText(/Your e-mail app should open/);

    const subject = 'Office starter bundle: a message from the website';
    const body = [
      'Name: Giorgi',
      'E-mail: giorgi@example.ge',
      'Preferred answer: E-mail',
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

    const whatsapp = page.getByRole('link', { name: 'Send via WhatsApp (opens in a new tab)' });
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

test.describe('on a phone', () => {
  for (const locale of ['ka', 'en'] as const)
    test(`at 375 px every topic reads whole in the select once chosen (${locale})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await openContacts(page, `/gps-app/${locale}/contacts/`);
      const select = form(page).locator('select[name="topic"]');
      // A closed select shows its chosen option on one line, cut with "…" when longer than the
      // room beside the arrow: each option's text, in the select's own font, must fit that room.
      const cut = await select.evaluate((element: HTMLSelectElement) => {
        const style = getComputedStyle(element);
        const arrow = 24;
        const room =
          element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const probe = document.createElement('span');
        probe.style.font = style.font;
        probe.style.whiteSpace = 'pre';
        probe.style.position = 'absolute';
        document.body.append(probe);
        const tooLong = [...element.options]
          .map((option) => {
            probe.textContent = option.text;
            return { text: option.text, width: Math.ceil(probe.getBoundingClientRect().width) };
          })
          .filter(({ width }) => width > room - arrow)
          .map(({ text, width }) => `${text} (${width} of ${room - arrow} px)`);
        probe.remove();
        return tooLong;
      });
      expect(cut).toEqual([]);
    });
});
