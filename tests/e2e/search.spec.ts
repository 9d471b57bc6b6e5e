import { createTranslator } from 'use-intl/core';
import { expect, test } from './fixtures';
import en from '../../messages/en.json';
import ka from '../../messages/ka.json';
import { need, productPath, siteContent } from './site-content';

// The search runtime and index load on the first query; allow for a busy 2-core machine.
const expectSoon = expect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

// A product whose name carries a model code (C3045) in both languages, picked from the content.
const modelCode = (name: string) => /\b[A-Z]+\d{3,}\b/.exec(name)?.[0];
const product = need(
  siteContent.products.find((p) => {
    const code = modelCode(p.name.en);
    return code !== undefined && p.name.ka.includes(code);
  }),
  'product with a model code in its name',
);
const code = modelCode(product.name.en)!;
const category = need(siteContent.categories[0], 'category');
const productCategory = need(
  siteContent.categories.find((c) => c.slug === product.categories[0]),
  "the product's category",
);
const thumbnail = `/gps-app${need(product.images[0], 'product image').src}`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('site search', () => {
  test('an English query lists the product, highlighted, and opens its page', async ({ page }) => {
    const query = product.name.en.toLowerCase();
    await page.goto(`/gps-app/en/search/?q=${encodeURIComponent(query)}`);
    const results = page.getByRole('main').getByRole('listitem');
    const hit = results.filter({ hasText: product.name.en }).first();
    await expectSoon(hit).toBeVisible();
    // The words searched are marked: punctuation splits them as it does in the index (Edit-check).
    const words = query
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .map(escape)
      .join('|');
    await expectSoon(hit.locator('mark').first()).toHaveText(new RegExp(words, 'i'));
    await expectSoon(page.getByRole('main').getByRole('status')).toHaveText(
      new RegExp(`results? for “${escape(query)}”`),
    );
    await hit.getByRole('link').click();
    await expectSoon(page).toHaveURL(new RegExp(`${escape(productPath('en', product))}$`));
  });

  test('a Georgian query finds Georgian pages only', async ({ page }) => {
    await page.goto(`/gps-app/ka/search/?q=${encodeURIComponent(product.name.ka)}`);
    const links = page.getByRole('main').getByRole('listitem').getByRole('link');
    await expectSoon(links.first()).toBeVisible();
    for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/gps-app\/ka\//);
    }
    await expectSoon(links.filter({ hasText: product.name.ka })).toHaveCount(1);
  });

  test('a model code typed in Latin script finds the product from the Georgian site', async ({
    page,
  }) => {
    await page.goto(`/gps-app/ka/search/?q=${code}`);
    await expectSoon(
      page.getByRole('main').getByRole('link', { name: product.name.ka, exact: true }),
    ).toHaveAttribute('href', productPath('ka', product));
  });

  test('categories and pages are found too', async ({ page }) => {
    await page.goto(`/gps-app/en/search/?q=${encodeURIComponent(category.name.en)}`);
    const main = page.getByRole('main');
    await expectSoon(main.getByText('Category').first()).toBeVisible();
    await expectSoon(main.getByRole('link', { name: category.name.en }).first()).toBeVisible();
  });

  test('nothing found suggests other spellings and the catalogue', async ({ page }) => {
    await page.goto('/gps-app/en/search/?q=blorp');
    await expectSoon(page.getByRole('main').getByRole('status')).toHaveText(
      'Nothing found for “blorp”',
    );
    await expectSoon(page.getByRole('main')).toContainText('for example C3045');
    await expectSoon(
      page.getByRole('main').getByRole('link', { name: 'Full catalogue' }),
    ).toBeVisible();
  });

  for (const [locale, messages] of [
    ['en', en],
    ['ka', ka],
  ] as const)
    test(`nothing found offers a call, a message and the service request (${locale})`, async ({
      page,
    }) => {
      await page.goto(`/gps-app/${locale}/search/?q=blorp`);
      const main = page.getByRole('main');
      const phone = siteContent.company.phone;
      const call = main.getByRole('link', {
        name: messages.SearchPage.askCall.replace('{phone}', phone.replace(/ /g, '\u00a0')),
      });
      await expectSoon(call).toHaveAttribute('href', `tel:${phone.replace(/[^+0-9]/g, '')}`);
      await expect(main.getByRole('link', { name: messages.SearchPage.askWrite })).toHaveAttribute(
        'href',
        `/gps-app/${locale}/contacts/#contact-form`,
      );
      await expect(
        main.getByRole('link', { name: messages.SearchPage.askService }),
      ).toHaveAttribute('href', `/gps-app/${locale}/services/request/`);
      await expect(main.getByRole('link', { name: /WhatsApp/ })).toBeVisible();
    });

  test('a thing named in the genitive that the shop does not have finds nothing, not its neighbour', async ({
    page,
  }) => {
    // "The blorp's <category>": the blorp's, not ours; a plain unknown word beside it is left out.
    const known = category.name.ka;
    await page.goto(`/gps-app/ka/search/?q=${encodeURIComponent(`ბლორპის ${known}`)}`);
    const nothing = createTranslator({ locale: 'ka', messages: ka, namespace: 'SearchResults' });
    await expectSoon(page.getByRole('main').getByRole('status')).toHaveText(
      nothing('count', { count: 0, query: `ბლორპის ${known}` }),
    );
    await page.goto(`/gps-app/ka/search/?q=${encodeURIComponent(`ბლორპ ${known}`)}`);
    await expectSoon(page.getByRole('main').getByText(ka.SearchResults.partialMatch)).toBeVisible();
  });

  test('a dead model code beside known words shows the closest matches and says so', async ({
    page,
  }) => {
    // The product's name with its model code replaced by one no product has (a dead link's slug).
    const words = product.name.en.replace(code, 'Z99999');
    await page.goto(`/gps-app/en/search/?q=${encodeURIComponent(words)}`);
    const main = page.getByRole('main');
    await expectSoon(main.getByText(en.SearchResults.partialMatch)).toBeVisible();
    await expectSoon(main.getByRole('link', { name: product.name.en })).toBeVisible();
  });

  test('a brand the dealer does not sell is named as not sold, with similar machines', async ({
    page,
  }) => {
    const brandCategory = need(
      siteContent.categories.find((c) => (c.brandsNotSold ?? []).length > 0),
      'category with brands not sold',
    );
    const brand = brandCategory.brandsNotSold![0]!.split(',')[0]!.trim();
    for (const [locale, messages] of [
      ['en', en],
      ['ka', ka],
    ] as const) {
      await page.goto(`/gps-app/${locale}/search/?q=${encodeURIComponent(brand.toLowerCase())}`);
      const main = page.getByRole('main');
      await expectSoon(
        main.getByText(messages.SearchResults.brandNotSold.replace('{brand}', brand)),
      ).toBeVisible();
      await expectSoon(
        main.getByRole('listitem').getByRole('link', { name: brandCategory.name[locale] }),
      ).toBeVisible();
      // The header's suggestions say the same above the similar machines.
      const box = page.getByRole('banner').getByRole('combobox');
      // The results page keeps the query in the header's field: typed again, it suggests.
      await box.fill('');
      await box.fill(brand.toLowerCase());
      await expectSoon(
        page
          .getByRole('banner')
          .getByText(messages.SearchResults.brandNotSold.replace('{brand}', brand), {
            exact: true,
          }),
      ).toBeVisible();
      await expectSoon(
        page.getByRole('listbox').getByRole('option', { name: brandCategory.name[locale] }),
      ).toBeVisible();
    }
  });

  test('a thing the dealer neither sells nor services finds nothing, and the page says so', async ({
    page,
  }) => {
    // The dealer's list (content/search.yaml): its first line, named by a Latin-letter spelling.
    const line = need(siteContent.search.notSold?.[0], 'thing not sold');
    const spellings = line.split(',').map((s) => s.trim());
    const latin = need(
      spellings.find((s) => /^[A-Za-z0-9 -]+$/.test(s)),
      'Latin spelling',
    );
    const georgian = need(
      spellings.find((s) => /[\u10D0-\u10FF]/.test(s)),
      'Georgian spelling',
    );
    for (const [locale, messages, name] of [
      ['en', en, latin],
      ['ka', ka, georgian],
    ] as const) {
      // Asked for with a word of the shop's own trade beside it: still nothing, said plainly.
      const query = `${latin.toLowerCase()} repair`;
      await page.goto(`/gps-app/${locale}/search/?q=${encodeURIComponent(query)}`);
      const main = page.getByRole('main');
      await expectSoon(
        main.getByText(messages.SearchResults.thingNotSold.replace('{thing}', name)),
      ).toBeVisible();
      await expect(main.getByRole('status')).toContainText(query);
      await expect(main.locator('ol li')).toHaveCount(0);
      // The ways to ask are there instead.
      await expect(main.getByRole('link', { name: messages.SearchPage.askWrite })).toBeVisible();
    }
  });

  test('a result shows the thumbnail and the category, and the page keeps the query in its box', async ({
    page,
  }) => {
    await page.goto(`/gps-app/en/search/?q=${encodeURIComponent(product.name.en)}`);
    const main = page.getByRole('main');
    const hit = main.getByRole('listitem').filter({ hasText: product.name.en }).first();
    await expectSoon(hit).toContainText(`Product · ${productCategory.name.en}`);
    await expect(hit.locator('img')).toHaveAttribute('src', thumbnail);
    await expect(hit.locator('img')).toHaveAttribute('alt', '');

    const box = main.getByRole('search', { name: 'Search query' }).getByRole('searchbox');
    await expect(box).toHaveValue(product.name.en);
    await box.fill(code);
    await box.press('Enter');
    await expectSoon(page).toHaveURL(new RegExp(`/gps-app/en/search/\\?q=${code}$`));
    await expectSoon(box).toHaveValue(code);
    await expectSoon(main.getByRole('status')).toContainText(code);
  });

  test("the index holds a product's name, texts and spec values, not its buttons, tabs or labels", async ({
    page,
  }) => {
    await page.goto('/gps-app/en/search/');
    type Data = { url: string; content: string };
    const content = await page.evaluate(
      async (url) => {
        const runtime = '/gps-app/pagefind/pagefind.js';
        const pagefind = await import(runtime);
        await pagefind.options({ baseUrl: '/gps-app/' });
        const all = await pagefind.search(null);
        const pages: Data[] = await Promise.all(
          all.results.map((result: { data: () => Promise<Data> }) => result.data()),
        );
        return pages.find((data) => data.url === url)?.content ?? '';
      },
      productPath('en', product),
    );
    for (const text of [product.name.en, product.subtitle.en, product.description.en])
      expect(content).toContain(text);
    for (const row of product.specifications) expect(content).toContain(row.value.en);
    const d = en.ProductDetail;
    for (const chrome of [d.price, d.requestQuote, d.keySpecs, d.tabDescription, d.tabVideo])
      expect(content).not.toContain(chrome);
    // Labels are left out, so none runs into its value ("FormatA3", "Speed 45 ppm").
    for (const row of product.specifications) {
      const label = en.ProductSpecs[row.key];
      expect(content).not.toContain(`${label}${row.value.en}`);
      expect(content).not.toContain(`${label} ${row.value.en}`);
    }
  });

  test('page excerpts hold the page text: no label runs into its value, no hidden link hint', async ({
    page,
  }) => {
    await page.goto('/gps-app/en/search/');
    type Data = { url: string; content: string };
    const texts = await page.evaluate(async () => {
      const runtime = '/gps-app/pagefind/pagefind.js';
      const pagefind = await import(runtime);
      await pagefind.options({ baseUrl: '/gps-app/' });
      const all = await pagefind.search(null);
      const pages: Data[] = await Promise.all(
        all.results.map((result: { data: () => Promise<Data> }) => result.data()),
      );
      return Object.fromEntries(pages.map((data) => [data.url, data.content]));
    });
    const contacts = texts['/gps-app/en/contacts/'] ?? '';
    const { company } = siteContent;
    expect(contacts).toContain(company.email);
    expect(contacts).not.toContain(`${en.ContactsPage.emailHeading}${company.email}`);
    expect(contacts).not.toContain(en.ContactsPage.phoneHeading);
    // "(opens in a new tab)" is for screen readers, on every page.
    for (const [url, text] of Object.entries(texts))
      expect({ url, hint: text.includes(en.ContactsPage.newTab) }).toEqual({ url, hint: false });
  });

  test('the contacts page is found by what its labels name', async ({ page }) => {
    await page.goto(
      `/gps-app/en/search/?q=${encodeURIComponent(en.ContactsPage.hoursHeading.toLowerCase())}`,
    );
    await expectSoon(
      page.getByRole('main').getByRole('link', { name: en.ContactsPage.title }).first(),
    ).toBeVisible();
  });

  test('markup in the query is shown as text, never run', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => dialogs.push(dialog.message()));
    await page.goto('/gps-app/en/search/?q=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    await expectSoon(page.getByRole('main').getByRole('status')).toContainText(
      '<img src=x onerror=alert(1)>',
    );
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
    expect(dialogs).toEqual([]);
  });
});

test.describe('header search suggestions', () => {
  test('appear after two characters and follow the combobox pattern', async ({ page }) => {
    await page.clock.install();
    await page.goto('/gps-app/en/about/');
    const box = page.getByRole('combobox', { name: 'Search the site' });
    await box.pressSequentially(code.slice(0, 1).toLowerCase(), { delay: 50 });
    // Past the suggestions' 200 ms pause on the fake clock: one letter must not have searched.
    await page.clock.runFor(400);
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.pressSequentially(code.slice(1), { delay: 50 });
    const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
    await expectSoon(options.first()).toContainText(code);
    await expectSoon(box).toHaveAttribute('aria-expanded', 'true');
    // Each suggestion shows its picture and, for a product, its category.
    const suggestion = options.filter({ hasText: product.name.en }).first();
    await expectSoon(suggestion).toContainText(productCategory.name.en);
    await expect(suggestion.locator('img')).toHaveAttribute('src', thumbnail);

    await box.press('ArrowDown');
    await expectSoon(options.first()).toHaveAttribute('aria-selected', 'true');
    const activeId = await options.first().getAttribute('id');
    await expectSoon(box).toHaveAttribute('aria-activedescendant', activeId!);
    await box.press('Escape');
    await expectSoon(box).toHaveAttribute('aria-expanded', 'false');
    await box.press('ArrowDown');
    await box.press('Enter');
    await expectSoon(page).toHaveURL(new RegExp(`${escape(productPath('en', product))}$`));
  });

  test('the field sits in the search landmark and Escape closes the list, then clears it', async ({
    page,
  }) => {
    await page.goto('/gps-app/en/about/');
    const box = page
      .getByRole('banner')
      .getByRole('search')
      .getByRole('combobox', { name: 'Search the site' });
    // Phones show their search keyboard and a "search" Enter key.
    await expect(box).toHaveAttribute('inputmode', 'search');
    await expect(box).toHaveAttribute('enterkeyhint', 'search');
    await box.pressSequentially(code.toLowerCase(), { delay: 50 });
    await expectSoon(box).toHaveAttribute('aria-expanded', 'true');
    await box.press('Escape');
    await expectSoon(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue(code.toLowerCase());
    await box.press('Escape');
    await expect(box).toHaveValue('');
    await expect(box).toBeFocused();
  });

  test('Enter without choosing a suggestion opens the results page in Georgian', async ({
    page,
  }) => {
    await page.goto('/gps-app/ka/');
    const box = page.getByRole('combobox');
    await box.fill('პრინტერი');
    await box.press('Enter');
    await expectSoon(page).toHaveURL(/\/gps-app\/ka\/search\/\?q=/);
    await expectSoon(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  });
});
