import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import ka from '../../messages/ka.json';
import en from '../../messages/en.json';
import { builtFormAction } from './contact-page';
import { expectedPrice } from './expected-price';
import { siteContent } from './site-content';

// Issue 41 §4: the quote list's B2B details (identification code, delivery city and address,
// "I need a VAT invoice"), the prices the site knows per line, and a total that says which
// lines it leaves out. Products, prices and words come from the content and the messages.
const { products, company } = siteContent;
const priced = products.find((p) => p.price?.currency === 'GEL');
const unpriced = products.find((p) => !p.price);
const words = { ka, en };
const vatNote = (locale: 'ka' | 'en') =>
  company.vat
    ? words[locale].Vat[company.vat.pricesInclude ? 'included' : 'excluded'].replace(
        '{rate}',
        String(company.vat.rate),
      )
    : null;
const money = (locale: 'ka' | 'en', amount: number) => {
  const text = expectedPrice(amount, 'GEL', locale);
  return priced!.price!.from ? words[locale].ProductTerms.from.replace('{price}', text) : text;
};
const listPath = (locale: 'ka' | 'en') =>
  `/gps-app/${locale}/quote/?items=${priced?.id}:2,${unpriced?.id}:1`;
const total = (page: Page) => page.locator('[data-quote-total]');

test.skip(!priced || !unpriced, 'needs a product priced in lari and one priced on request');

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
])
  for (const locale of ['ka', 'en'] as const)
    test(`each line shows its known price and the total leaves out the rest (${locale}, ${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(listPath(locale));
      const line = (name: string) => page.getByRole('listitem').filter({ hasText: name });
      const note = vatNote(locale);
      await expect(line(priced!.name[locale]).locator('[data-line-price]')).toHaveText(
        note
          ? `${money(locale, priced!.price!.amount)} · ${note}`
          : money(locale, priced!.price!.amount),
      );
      await expect(line(unpriced!.name[locale])).toContainText(words[locale].ProductCard.price);
      await expect(total(page)).toContainText(words[locale].QuoteList.totalLabel);
      await expect(total(page).locator('[data-quote-total-amount]')).toHaveText(
        money(locale, priced!.price!.amount * 2),
      );
      if (note) await expect(total(page)).toContainText(note);
      const left =
        locale === 'en'
          ? '1 product is priced on request and is not in the total'
          : '1 პროდუქტის ფასი მოთხოვნითაა და ჯამში არ შედის';
      await expect(total(page).locator('[data-quote-total-note]')).toContainText(left);
      // Nothing runs off a phone's screen.
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
    });

test('the B2B details are optional, the code is checked, and all are sent', async ({ page }) => {
  const received: Record<string, unknown>[] = [];
  await page.route(`**${builtFormAction()}`, async (route) => {
    if (route.request().method() === 'POST') received.push(route.request().postDataJSON());
    await route.fulfill({
      status: 200,
      headers: { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' },
      body: '{}',
    });
  });
  await page.goto(listPath('en'));
  await page.getByLabel('Name').fill('Nino');
  await page.getByLabel('Phone').fill('555 12 34 56');
  const id = page.getByLabel('Identification code (optional)');
  await id.fill('20456789');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText(en.QuoteForm.errors.companyIdInvalid).first()).toBeVisible();
  await expect(id).toBeFocused();
  expect(received).toHaveLength(0);

  await id.fill('204 567 891');
  await page.getByLabel('Delivery city (optional)').fill('Batumi');
  await page.getByLabel('Delivery address (optional)').fill('Gorgiladze St 1');
  const invoice = page.getByRole('checkbox', { name: en.QuoteForm.vatInvoice });
  if (company.vat?.invoice) await invoice.check();
  else await expect(invoice).toHaveCount(0);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText(/Your request has been sent|Thank you/).first()).toBeVisible();
  expect(received).toHaveLength(1);
  expect(received[0]).toMatchObject({
    kind: 'quote',
    name: 'Nino',
    companyId: '204567891',
    city: 'Batumi',
    address: 'Gorgiladze St 1',
    vatInvoice: company.vat?.invoice ? 'yes' : '',
  });
});

test('an 11-digit personal number is accepted too', async ({ page }) => {
  await page.route(`**${builtFormAction()}`, (route) =>
    route.fulfill({
      status: 200,
      headers: { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' },
      body: '{}',
    }),
  );
  await page.goto(listPath('en'));
  await page.getByLabel('Name').fill('Giorgi');
  await page.getByLabel('Phone').fill('555 12 34 56');
  await page.getByLabel('Identification code (optional)').fill('01024012345');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText(en.QuoteForm.errors.companyIdInvalid)).toHaveCount(0);
  await expect(page.getByText(/Your request has been sent|Thank you/).first()).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the typed-list form asks for the same B2B details', async ({ page }) => {
    test.skip(!builtFormAction(), 'this build has no form endpoint');
    await page.goto('/gps-app/ka/quote/');
    const form = page.locator('form[aria-labelledby="quote-typed-heading"]');
    await expect(form.getByLabel(ka.QuoteForm.companyId)).toBeVisible();
    await expect(form.getByLabel(ka.QuoteForm.city)).toBeVisible();
    await expect(form.getByLabel(ka.QuoteForm.address)).toBeVisible();
    await expect(form.getByRole('checkbox', { name: ka.QuoteForm.vatInvoice })).toHaveCount(
      company.vat?.invoice ? 1 : 0,
    );
  });
});
