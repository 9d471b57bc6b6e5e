import { expect, test } from './fixtures';
import { base } from './out-pages';
import { messagesFor, referencePattern, storedRequest } from './requests-server';
import { siteContent } from './site-content';

// A visitor without JavaScript has no quote list (it lives in the browser's storage): the quote
// page's plain form takes the products typed one per line, the Function matches them to the
// catalogue and sends the browser on to the sent page with the reference in its address.
test.use({ javaScriptEnabled: false });

// Three products whose English names no other product has (a typed name must name one product).
const names = siteContent.products.map((product) => product.name.en);
const [a, b, c] = siteContent.products.filter(
  (product) => names.filter((name) => name === product.name.en).length === 1,
);

test('a quote for three products, typed without JavaScript, lands on the sent page', async ({
  page,
  request,
}) => {
  test.skip(!a || !b || !c, 'needs three products with distinct names');
  const lines = [
    { product: a!, quantity: 1, typed: `${a!.name.en}` },
    { product: b!, quantity: 3, typed: `${b!.name.en}, 3` },
    { product: c!, quantity: 10, typed: `${c!.id} x10` },
  ];
  await page.goto(`${base}/en/quote/`);
  await page.getByLabel(/^Products and quantities/).fill(lines.map((l) => l.typed).join('\n'));
  await page.getByLabel(/^Name/).fill('E2E no-JS quote');
  await page.getByLabel(/^E-mail/).fill('nino@example.ge');
  await page.getByRole('button', { name: 'Send request' }).click();

  await expect(page).toHaveURL(/\/gps-app\/en\/requests\/sent\/\?ref=Q-\d{4}-\d{4,}&kind=quote$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Request received' })).toBeVisible();
  // Without JavaScript the page cannot read its address: it says where the number is.
  await expect(page.getByText(/after “ref=”/)).toBeVisible();
  const reference = new URL(page.url()).searchParams.get('ref')!;
  expect(reference).toMatch(referencePattern);

  const stored = await storedRequest(request, reference);
  expect(stored).toMatchObject({ kind: 'quote', payload: { name: 'E2E no-JS quote' } });
  expect(stored.payload.items).toEqual(
    lines.map(({ product, quantity }) => ({
      id: product.id,
      quantity,
      name: siteContent.products.find((p) => p.id === product.id)!.name.ka,
    })),
  );
  const messages = await messagesFor(reference);
  expect(messages).toHaveLength(1);

  // The same form sent again (back, send): one request, the same reference.
  await page.goBack();
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page).toHaveURL(new RegExp(`ref=${reference}&`));
});

test('a line the catalogue cannot match goes to the failed page, with the other ways (Georgian)', async ({
  page,
}) => {
  await page.goto(`${base}/ka/quote/`);
  await page.getByLabel(/^პროდუქტები და რაოდენობა/).fill('Teapot 3000 deluxe, 2');
  await page.getByLabel(/^სახელი/).fill('E2E no-JS unknown');
  await page.getByLabel(/^ტელეფონი/).fill('555 12 34 56');
  await page.getByRole('button', { name: 'მოთხოვნის გაგზავნა' }).click();
  await expect(page).toHaveURL(
    /\/gps-app\/ka\/requests\/failed\/\?reason=invalid&fields=lines\.0$/,
  );
  await expect(
    page.getByRole('heading', { level: 1, name: 'მოთხოვნა ვერ გაიგზავნა' }),
  ).toBeVisible();
  // The other ways to reach the dealer, on the page itself.
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: siteContent.company.email })).toBeVisible();
  await expect(main.getByRole('link', { name: /WhatsApp/ })).toBeVisible();
});
