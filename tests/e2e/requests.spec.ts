import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { emailField, openContacts } from './contact-page';
import { base } from './out-pages';
import {
  emailsTo,
  inboxList,
  messagesFor,
  noTablesURL,
  referenceIn,
  referencePattern,
  storedRequest,
  untilServing,
} from './requests-server';
import customerEn from '../../messages/customer-email/en.json';
import customerKa from '../../messages/customer-email/ka.json';
import { fillService, meterForm, openRequest, requestPath, serviceForm } from './service-request';
import { biggestCategory, need, productsIn } from './site-content';

// The four forms through the real pages on `wrangler pages dev`, posting to the requests
// Function with a local D1 (tests/hosts/wrangler-test.sh): the visitor sees the reference, the
// dealer finds the request in the inbox and gets one Telegram message. Products come from the
// content the export was built from, never by fixed id.
const [first, second, third] = productsIn(biggestCategory.slug);
const status = (page: Page) => page.locator('main [role="status"]').filter({ hasText: /\S/ });

/** A name no other test sends, to find (or not find) this test's request in the inbox. */
const visitor = (what: string) => `E2E ${what} ${test.info().project.name}`;

async function fillContact(page: Page, name: string, message: string) {
  await page.getByLabel(/^(Name|სახელი)/).fill(name);
  await emailField(page).fill('nino@example.ge');
  await page.getByLabel(/^(Message|შეტყობინება)/).fill(message);
}

test('contact (English): the reference is shown, stored, and told to the dealer once', async ({
  page,
  request,
}) => {
  await openContacts(page, `${base}/en/contacts/`);
  const name = visitor('contact');
  await fillContact(page, name, 'Please send me the price list of A3 copiers.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(status(page)).toHaveText(
    /^Thank you! Your request C-\d{4}-\d{4,} has been received\. We will get back to you soon\.$/,
  );
  const reference = referenceIn(await status(page).textContent());
  const stored = await storedRequest(request, reference);
  expect(stored).toMatchObject({
    kind: 'contact',
    payload: { name, email: 'nino@example.ge', locale: 'en' },
  });
  const messages = await messagesFor(reference);
  expect(messages).toHaveLength(1);
  expect(messages[0]!.text).toContain(name);
  expect(messages[0]!.text).toContain('Please send me the price list of A3 copiers.');
  // The form is empty again for the next message.
  await expect(page.getByLabel(/^Message/)).toHaveValue('');
});

test('the customer who gave an e-mail gets one answer in the page’s language, naming the reference and nothing typed', async ({
  page,
}) => {
  for (const [locale, words, send] of [
    ['en', customerEn, 'Send'],
    ['ka', customerKa, 'გაგზავნა'],
  ] as const) {
    // An address of this test's own, so the one-a-day limit of other tests' addresses stays out.
    const address = `answer-${locale}-${test.info().project.name}-${Date.now()}@example.ge`;
    const typed = `E2E-TYPED-${locale}-${Date.now()}`;
    await openContacts(page, `${base}/${locale}/contacts/`);
    await fillContact(page, visitor(typed), `${typed} please call me`);
    await emailField(page).fill(address);
    await page.getByRole('button', { name: send }).click();
    const reference = referenceIn(
      await status(page).filter({ hasText: referencePattern }).textContent(),
    );
    const [email, ...more] = await emailsTo(address);
    expect(more).toEqual([]);
    expect(email!.subject).toBe(words.subject.replace('{reference}', reference));
    expect(email!.text).toContain(reference);
    expect(email!.text).toContain(words.next);
    // Never what the visitor typed: the form cannot carry a stranger's text to an inbox.
    expect(`${email!.subject} ${email!.text} ${email!.html ?? ''}`).not.toContain(typed);
  }
});

test('quote (Georgian): three products from the list arrive as three lines', async ({
  page,
  request,
}) => {
  const lines = [
    { product: need(first, 'product'), quantity: 1 },
    { product: need(second, 'product'), quantity: 2 },
    { product: need(third, 'product'), quantity: 12 },
  ];
  const items = lines.map(({ product, quantity }) => `${product.id}:${quantity}`).join(',');
  await page.goto(`${base}/ka/quote/?items=${items}`);
  for (const { product } of lines) {
    await expect(page.getByRole('link', { name: product.name.ka })).toBeVisible();
  }
  const name = visitor('quote');
  await page.getByLabel(/^სახელი/).fill(name);
  await emailField(page).fill('nino@example.ge');
  await page.getByRole('button', { name: 'მოთხოვნის გაგზავნა' }).click();
  await expect(status(page)).toHaveText(
    /^გმადლობთ! თქვენი მოთხოვნა Q-\d{4}-\d{4,} მიღებულია\. მალე დაგიკავშირდებით\.$/,
  );
  const reference = referenceIn(await status(page).textContent());
  const stored = await storedRequest(request, reference);
  expect(stored.kind).toBe('quote');
  // Named by the catalogue (in Georgian, the first language), never by what the page sent.
  expect(stored.payload.items).toEqual(
    lines.map(({ product, quantity }) => ({ id: product.id, quantity, name: product.name.ka })),
  );
  const messages = await messagesFor(reference);
  expect(messages).toHaveLength(1);
  for (const { product, quantity } of lines) {
    expect(messages[0]!.text).toContain(`<code>${product.id} × ${quantity}</code>`);
  }
});

test('service request (English) and meter reading (Georgian) arrive with their references', async ({
  page,
  request,
}) => {
  await openRequest(page, requestPath('en'));
  await fillService(page, 'C3226i');
  const name = visitor('service');
  await serviceForm(page)
    .getByLabel(/^Contact person/)
    .fill(name);
  await serviceForm(page).getByRole('button', { name: 'Send the request' }).click();
  const serviceStatus = serviceForm(page).getByRole('status');
  await expect(serviceStatus).toHaveText(/Your request S-\d{4}-\d{4,} has been received/);
  const service = await storedRequest(request, referenceIn(await serviceStatus.textContent()));
  expect(service).toMatchObject({
    kind: 'service',
    // Kept as typed (fillService types it in lower case).
    payload: { name, serial: 'sn12ab34', locale: 'en' },
  });
  expect(await messagesFor(service.reference)).toHaveLength(1);

  await openRequest(page, requestPath('ka'));
  const meter = meterForm(page);
  await meter.getByLabel(/^სერიული ნომერი/).fill('XK20931A');
  await meter.getByLabel(/^შავ-თეთრი გვერდები/).fill('48211');
  await meter.getByLabel(/^საკონტაქტო პირი/).fill(visitor('meter'));
  await meter.getByRole('textbox', { name: /^ტელეფონი/ }).fill('555 12 34 56');
  await meter.getByRole('button', { name: 'ჩვენების გაგზავნა' }).click();
  const meterStatus = meter.getByRole('status');
  await expect(meterStatus).toHaveText(/თქვენი მოთხოვნა M-\d{4}-\d{4,} მიღებულია/);
  const reading = await storedRequest(request, referenceIn(await meterStatus.textContent()));
  expect(reading).toMatchObject({ kind: 'meter', payload: { serial: 'XK20931A', mono: '48211' } });
  const messages = await messagesFor(reading.reference);
  expect(messages).toHaveLength(1);
  expect(messages[0]!.text).toContain('48211');
});

test('an answer lost on the way: the second press stores nothing new and shows the same reference', async ({
  page,
  request,
}) => {
  await openContacts(page, `${base}/en/contacts/`);
  const name = visitor('retry');
  await fillContact(page, name, 'Is the A4 paper in stock this week?');
  let first: { reference: string } | undefined;
  // The request reaches the Function and is stored; its answer never reaches the page.
  await page.route(`**${base}/api/requests`, async (route) => {
    if (first) return route.continue();
    first = (await (await route.fetch()).json()) as { reference: string };
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(status(page)).toHaveText(/^Sorry, the message could not be sent/);
  await expect(page.getByRole('link', { name: 'Send via WhatsApp' })).toBeVisible();
  await page.getByRole('button', { name: 'Send again' }).click();
  await expect(status(page)).toContainText(`Your request ${first!.reference} has been received`);
  const mine = (await inboxList(request)).filter((row) => row.payload.name === name);
  expect(mine.map((row) => row.reference)).toEqual([first!.reference]);
  expect(await messagesFor(first!.reference)).toHaveLength(1);
});

test('a bot that fills the hidden field is refused and nothing is stored (Georgian)', async ({
  page,
  request,
}) => {
  await openContacts(page, `${base}/ka/contacts/`);
  const name = visitor('honeypot');
  await fillContact(page, name, 'გთხოვთ, გამომიგზავნოთ ფასები.');
  // People never see the field; a bot fills every field it finds.
  await page.locator('input[name="website"]').fill('https://spam.example');
  await page.getByRole('button', { name: 'გაგზავნა' }).click();
  await expect(status(page)).toHaveText(/^სპამისგან დაცვამ ეს მოთხოვნა შეაჩერა/);
  await expect(page.getByLabel(/^შეტყობინება/)).toHaveValue('გთხოვთ, გამომიგზავნოთ ფასები.');
  expect((await inboxList(request)).filter((row) => row.payload.name === name)).toEqual([]);
});

test('with the database down the text stays and the other ways to send it are offered', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await untilServing(noTablesURL);
  await openContacts(page, `${noTablesURL}${base}/en/contacts/`);
  await fillContact(page, visitor('database down'), 'Please call me about a service contract.');
  const answer = page.waitForResponse(`**${base}/api/requests`);
  await page.getByRole('button', { name: 'Send' }).click();
  expect((await answer).status()).toBe(503);
  await expect(status(page)).toHaveText(/^Sorry, the message could not be sent/);
  await expect(page.getByLabel(/^Message/)).toHaveValue('Please call me about a service contract.');
  for (const way of ['Send by e-mail', 'Send via WhatsApp', 'Send via Telegram']) {
    await expect(page.getByRole('link', { name: way })).toBeVisible();
  }
});
