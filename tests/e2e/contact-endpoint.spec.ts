import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { expect, test } from './fixtures';
import {
  emailField,
  formServiceURL,
  openContacts,
  phoneField,
  withFormService,
} from './contact-page';
import {
  aDevice,
  fillService,
  meterForm,
  openRequest,
  requestPath,
  serviceForm,
} from './service-request';
import { siteContent } from './site-content';

// One loopback server stands in for a form service (Formspree and the like): the pages are served
// as a build with CONTACT_FORM_ENDPOINT=http://127.0.0.1:<port>/contact makes them
// (withFormService), the default build's Worker path replaced by the service's URL.
test.describe.configure({ mode: 'serial' });
test.beforeEach(({ page }) => withFormService(page));

const endpoint = formServiceURL;
let server: Server;
/** The status the service answers with, or 'never': it reads the message and never replies. */
let answer: number | 'never' = 200;
const hanging = new Set<ServerResponse>();
const received: Record<string, string>[] = [];

const read = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** The fields of a post as a form service reads them: JSON, urlencoded or multipart. */
async function fieldsOf(request: IncomingMessage): Promise<Record<string, string>> {
  const body = await read(request);
  const type = request.headers['content-type'] ?? '';
  if (type.startsWith('application/json')) return JSON.parse(body.toString('utf8'));
  const form = await new Response(body, { headers: { 'content-type': type } }).formData();
  return Object.fromEntries(
    [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

test.beforeAll(async () => {
  const url = new URL(endpoint);
  server = createServer(async (request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', 'content-type, accept');
    response.setHeader('Access-Control-Allow-Methods', 'POST');
    if (request.method === 'OPTIONS') return response.writeHead(204).end();
    if (request.method === 'POST' && request.url === url.pathname) {
      received.push(await fieldsOf(request));
      if (answer === 'never') return void hanging.add(response);
      return response.writeHead(answer, { 'content-type': 'application/json' }).end('{}');
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(Number(url.port), '127.0.0.1', resolve));
});

test.afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form is a plain POST to the endpoint and the message arrives', async ({ page }) => {
    answer = 200;
    await page.goto('/gps-app/en/contacts/');
    const form = page.locator('form[aria-labelledby="contact-form-heading"]');
    await expect(form).toHaveAttribute('action', endpoint);
    await expect(form).toHaveAttribute('method', 'post');
    await expect(page.getByText('“Send” opens your e-mail app')).toHaveCount(0);
    await page.getByLabel('Name').fill('Levan');
    await emailField(page).fill('levan@example.ge');
    await phoneField(page).fill('599 12 34 56');
    await page.getByRole('radio', { name: 'Phone call' }).check();
    await page.getByRole('textbox', { name: 'Message' }).fill('Please call me about rental.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => received.at(-1)?.name).toBe('Levan');
    expect(received.at(-1)).toEqual({
      topic: 'general',
      name: 'Levan',
      reply: 'phone',
      email: 'levan@example.ge',
      phone: '599 12 34 56',
      message: 'Please call me about rental.',
      // What the page adds for the endpoint: the kind and language of the request, and the
      // honeypot people never see (empty; the site's Function refuses a filled one).
      kind: 'contact',
      locale: 'en',
      website: '',
    });
  });

  test('the service and meter forms post natively too, each with its kind', async ({ page }) => {
    answer = 200;
    await page.goto(requestPath('en'));
    const form = serviceForm(page);
    await expect(form).toHaveAttribute('action', endpoint);
    await expect(form).toHaveAttribute('method', 'post');
    await fillService(page, 'Old copier X1');
    await form.getByRole('button', { name: 'Send the request' }).click();
    await expect.poll(() => received.at(-1)?.kind).toBe('service');
    expect(received.at(-1)).toMatchObject({
      kind: 'service',
      model: 'Old copier X1',
      serial: 'sn12ab34',
      problem: 'error-code',
      errorCode: 'C2557',
      urgency: 'normal',
      phone: '555 12 34 56',
    });

    await page.goto(requestPath('en'));
    const meter = meterForm(page);
    await expect(meter).toHaveAttribute('action', endpoint);
    await meter.getByLabel(/^Serial number/).fill('SN12AB34');
    await meter.getByLabel(/^Reading date/).fill('2026-01-31');
    await meter.getByLabel(/^Black-and-white pages/).fill('12000');
    await meter.getByLabel(/^Contact person/).fill('Nino');
    await meter.getByLabel(/^E-mail/).fill('nino@example.ge');
    await meter.getByRole('button', { name: 'Send the reading' }).click();
    await expect.poll(() => received.at(-1)?.kind).toBe('meter');
    expect(received.at(-1)).toMatchObject({ kind: 'meter', serial: 'SN12AB34', mono: '12000' });
  });
});

test('service request: invalid, then valid; the endpoint receives JSON with kind "service"', async ({
  page,
}) => {
  answer = 200;
  await openRequest(page, requestPath('en', `?product=${aDevice.id}`));
  const form = serviceForm(page);
  const before = received.length;
  // The device's model arrives with its data after hydration: sent sooner, the model would be
  // the first invalid field.
  await expect(form.getByLabel(/^Device model/)).not.toHaveValue('');
  await form.getByRole('button', { name: 'Send the request' }).click();
  await expect(form.getByLabel(/^Serial number/)).toBeFocused();
  expect(received.length).toBe(before); // nothing left the page
  await fillService(page);
  await form.getByRole('button', { name: 'Send the request' }).click();
  await expect(form.getByRole('status')).toHaveText(/Your request has been sent/);
  // The form fills the model code, the name's words with a digit ("C3030" of "Colour MFP C3030").
  const code = aDevice.name.en
    .split(' ')
    .filter((word) => /\d/.test(word))
    .join(' ');
  expect(received.at(-1)).toMatchObject({
    kind: 'service',
    model: code,
    productId: aDevice.id,
    // The serial as typed, the first city served (pre-selected).
    serial: 'sn12ab34',
    city: siteContent.serviceArea.cities[0]!.name.en,
    problem: 'error-code',
    problemLabel: 'Error code on the screen',
    errorCode: 'C2557',
    address: 'Rustaveli Ave 10, floor 3',
    name: 'Nino Beridze',
    phone: '+995555123456',
    subject: `Service request: ${code}, sn12ab34`,
  });
  expect(received.at(-1)!.submissionId).toMatch(/^[0-9a-f]{32}$/);
  await expect(form.getByLabel(/^Serial number/)).toHaveValue('');
});

test('meter reading: invalid, then valid in Georgian; the endpoint receives kind "meter"', async ({
  page,
}) => {
  answer = 200;
  await openRequest(page, requestPath('ka'));
  const form = meterForm(page);
  const before = received.length;
  await form.getByLabel(/^სერიული ნომერი/).fill('SN12AB34');
  await form.getByLabel(/^შავ-თეთრი გვერდები/).fill('-3');
  await form.getByRole('button', { name: 'ჩვენების გაგზავნა' }).click();
  await expect(form.getByText(/მრიცხველი მთელი რიცხვია/).first()).toBeVisible();
  expect(received.length).toBe(before);
  await form.getByLabel(/^შავ-თეთრი გვერდები/).fill('15 200');
  await form.getByLabel(/^ფერადი გვერდები/).fill('4100');
  await form.getByLabel(/^საკონტაქტო პირი/).fill('ნინო');
  await form.getByRole('textbox', { name: /^ტელეფონი/ }).fill('555 12 34 56');
  await form.getByRole('button', { name: 'ჩვენების გაგზავნა' }).click();
  await expect(form.getByRole('status')).toHaveText('გმადლობთ! ჩვენება გაიგზავნა.');
  expect(received.at(-1)).toMatchObject({
    kind: 'meter',
    serial: 'SN12AB34',
    mono: '15200',
    colour: '4100',
    name: 'ნინო',
    phone: '+995555123456',
    email: '',
  });
  expect(received.at(-1)!.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

test('the phone (international form) and the chosen answer reach the endpoint', async ({
  page,
}) => {
  answer = 200;
  await openContacts(page, '/gps-app/ka/contacts/');
  await page.getByLabel('სახელი').fill('ლევანი');
  await page.getByRole('radio', { name: 'WhatsApp-ით' }).check();
  await phoneField(page).fill('032 2 12 34 56');
  await page.getByLabel('შეტყობინება').fill('გთხოვთ, მომწეროთ WhatsApp-ზე.');
  await page.getByRole('button', { name: 'გაგზავნა' }).click();
  await expect(page.getByRole('status')).toHaveText(/შეტყობინება გაიგზავნა/);
  expect(received.at(-1)).toMatchObject({
    name: 'ლევანი',
    email: '',
    phone: '+995322123456',
    reply: 'whatsapp',
    replyLabel: 'WhatsApp-ით',
  });
});

test('a message reaches the endpoint and the visitor sees it was sent', async ({ page }) => {
  answer = 200;
  await openContacts(page, `/gps-app/en/contacts/?product=${aDevice.id}`);
  // The product's name arrives after the page (a fetch); the visitor sees it, then writes.
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(
    `Hello! Please send me a price offer for ${aDevice.name.en}.`,
  );
  await page.getByLabel('Name').fill('Nino Beridze');
  await emailField(page).fill('nino@example.ge');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Thank you! Your message has been sent. We will get back to you soon.',
  );
  expect(received.at(-1)).toMatchObject({
    name: 'Nino Beridze',
    email: 'nino@example.ge',
    topic: 'product',
    message: `Hello! Please send me a price offer for ${aDevice.name.en}.`,
    subject: 'Price request for a product: a message from the website',
  });
  await expect(page.getByLabel('Name')).toHaveValue('');
});

test('a failure is reported in Georgian and the text stays in the form', async ({ page }) => {
  answer = 500;
  const before = received.length;
  await openContacts(page, '/gps-app/ka/contacts/');
  await page.getByLabel('სახელი').fill('ნინო');
  await emailField(page).fill('nino@example.ge');
  await page.getByLabel('შეტყობინება').fill('გთხოვთ, დამირეკოთ ტონერის შესახებ.');
  await page.getByRole('button', { name: 'გაგზავნა' }).click();
  await expect(page.getByRole('status')).toHaveText(/შეტყობინება ვერ გაიგზავნა/);
  expect(received.length).toBe(before + 1);
  await expect(page.getByLabel('სახელი')).toHaveValue('ნინო');
  await expect(page.getByLabel('შეტყობინება')).toHaveValue('გთხოვთ, დამირეკოთ ტონერის შესახებ.');
  await expect(page.getByRole('link', { name: 'ელფოსტით გაგზავნა' })).toHaveAttribute(
    'href',
    /^mailto:info@example\.com\?subject=/,
  );
});

test('a service that never answers ends in a failed state with the alternatives, and a retry is the same submission', async ({
  page,
}) => {
  answer = 'never';
  await page.clock.install();
  await openContacts(page, '/gps-app/en/contacts/');
  await page.getByLabel('Name').fill('Giorgi');
  await emailField(page).fill('giorgi@example.ge');
  const text = 'Please call me about a service contract for two copiers.';
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  const before = received.length;
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  await expect.poll(() => received.length).toBe(before + 1); // delivered, never answered
  const first = received.at(-1)!;
  expect(first.submissionId).toMatch(/^[0-9a-f]{32}$/);

  // Still waiting just before the limit; the failed state right after it.
  await page.clock.runFor(14_000);
  await expect(page.getByRole('button', { name: 'Sending…' })).toBeVisible();
  await page.clock.runFor(1_500);
  await expect(page.getByRole('status')).toHaveText(
    /did not answer within 15 seconds, so we cannot tell whether your message arrived/,
  );
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(text);
  await expect(page.getByRole('link', { name: 'Send by e-mail' })).toHaveAttribute(
    'href',
    /^mailto:/,
  );
  await expect(page.getByRole('link', { name: /Send via WhatsApp/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Send via Telegram/ })).toBeVisible();

  // The retry carries the same id, so a service that got the first copy can drop this one.
  answer = 200;
  await page.getByRole('button', { name: 'Send again' }).click();
  await expect(page.getByRole('status')).toHaveText(/Your message has been sent/);
  expect(received.length).toBe(before + 2);
  expect(received.at(-1)).toMatchObject({ message: text, submissionId: first.submissionId });
  for (const response of hanging) response.destroy();
  hanging.clear();
});

test('a changed message after a failure is a new submission', async ({ page }) => {
  answer = 500;
  await openContacts(page, '/gps-app/en/contacts/');
  await page.getByLabel('Name').fill('Ana');
  await emailField(page).fill('ana@example.ge');
  await page.getByRole('textbox', { name: 'Message' }).fill('Do you rent large-format printers?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status')).toHaveText(/could not be sent/);
  const first = received.at(-1)!;
  answer = 200;
  await page.getByRole('textbox', { name: 'Message' }).fill('Do you rent wide-format printers?');
  await page.getByRole('button', { name: 'Send again' }).click();
  await expect(page.getByRole('status')).toHaveText(/Your message has been sent/);
  expect(received.at(-1)!.submissionId).not.toBe(first.submissionId);
});
