import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import type { CatalogData } from '../../lib/catalog-cards';
import { englishWords } from '../georgian-text';
import { exportedPages, outDir } from './out-pages';
import {
  biggestCategory,
  facetLegend,
  facetsOf,
  foundText,
  liveOfferSets,
  need,
  optionText,
  pageSize,
  productPath,
  productsIn,
  siteContent,
  valuesOf,
} from './site-content';

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const count = (page: Page) => page.getByRole('main').getByRole('status');
const filters = (page: Page) => page.getByRole('region', { name: 'Filters' });
/** The number in "N products found", once the filtered list has loaded. */
async function foundCount(page: Page): Promise<number> {
  await expect(count(page)).toHaveText(/^\d+ products? found$/);
  return Number.parseInt((await count(page).textContent()) ?? '', 10);
}
const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
/** The cards of the first page show these products, in catalogue order. */
const names = (list: { name: { en: string } }[]) =>
  list.slice(0, pageSize).map((p) => literally(p.name.en));
/** A filter option's radio, named by its text and count as the panel shows them. */
const radio = (page: Page, legend: string, name: string) =>
  filters(page).getByRole('group', { name: legend }).getByRole('checkbox', { name, exact: true });

// Expectations come from the content the export was built from (the dealer edits it).
const category = biggestCategory;
const inCategory = productsIn(category.slug);
const categoryPath = `/gps-app/en/catalog/${category.slug}/`;
const typeLabels = { printer: 'Printer', multifunction: 'Multifunction' } as const;
/** The filter type (of the two) that narrows the category most while leaving something. */
const type = need(
  (['printer', 'multifunction'] as const)
    .filter((t) => inCategory.some((p) => p.type === t))
    .sort(
      (a, b) =>
        inCategory.filter((p) => p.type === a).length -
        inCategory.filter((p) => p.type === b).length,
    )[0],
  'printer or multifunction device in the biggest category',
);
const ofType = inCategory.filter((p) => p.type === type);
const speedsOf = (list: typeof ofType, speed: string) =>
  list.filter((p) => valuesOf(p, 'speed').includes(speed));
const speedOptions = need(
  facetsOf(category.slug).find((f) => f.key === 'speed'),
  'speed filter in the biggest category',
).options.map((o) => o.value);
const speed = need(
  speedOptions.find((s) => speedsOf(ofType, s).length > 0),
  'speed among the chosen type',
);
const ofSpeed = speedsOf(ofType, speed);
// A format that narrows the list further but leaves something, when the content has one.
const formatOptions = (facetsOf(category.slug).find((f) => f.key === 'format')?.options ?? []).map(
  (o) => o.value,
);
const format =
  formatOptions.find(
    (f) => ofSpeed.some((p) => p.format === f) && ofSpeed.some((p) => p.format !== f),
  ) ?? formatOptions.find((f) => ofSpeed.some((p) => p.format === f));
const ofFormat = ofSpeed.filter((p) => p.format === format);

/** The first category whose filters include a specification (cut width, security level…). */
const specCategory = need(
  siteContent.categories.find((c) =>
    facetsOf(c.slug).some((f) => !['type', 'speed', 'format'].includes(f.key)),
  ),
  'category filtered by a specification',
);
const specFacets = facetsOf(specCategory.slug);
const specFacet = need(
  specFacets.find((f) => !['type', 'speed', 'format'].includes(f.key)),
  'specification filter',
);
const inSpecCategory = productsIn(specCategory.slug);
/** The option that narrows the category most while leaving something. */
const specOption = need(
  [...specFacet.options].sort((a, b) => a.count - b.count)[0],
  'option of the specification filter',
);
const withSpecOption = inSpecCategory.filter((p) =>
  valuesOf(p, specFacet.key).includes(specOption.value),
);

/** Two options of two filters of one category that no product has together, if any. */
function disjointChoice() {
  for (const c of siteContent.categories) {
    const facets = facetsOf(c.slug);
    for (const a of facets)
      for (const aOption of a.options)
        for (const b of facets)
          for (const bOption of b.options) {
            if (a.key === b.key) continue;
            const both = productsIn(c.slug).filter(
              (p) =>
                valuesOf(p, a.key).includes(aOption.value) &&
                valuesOf(p, b.key).includes(bOption.value),
            );
            if (both.length === 0) return { category: c, a, aOption, b, bOption };
          }
  }
  return undefined;
}

test.describe('catalogue filters', () => {
  test('type, speed and format narrow the list, with counts that follow', async ({ page }) => {
    await page.goto(categoryPath);
    await expect(count(page)).toHaveText(foundText(inCategory.length));
    await expect(cards(page)).toHaveText(names(inCategory)); // the first page is in the HTML
    const panel = filters(page);

    await panel.getByRole('checkbox', { name: new RegExp(`^${typeLabels[type]} \\(`) }).check();
    await expect(page).toHaveURL(new RegExp(`\\?type=${type}$`));
    await expect(count(page)).toHaveText(foundText(ofType.length));
    await expect(cards(page)).toHaveText(names(ofType));

    await panel.getByRole('checkbox', { name: new RegExp(`^${speed} ppm`) }).check();
    await expect(page).toHaveURL(new RegExp(`\\?type=${type}&speed=${speed}$`));
    await expect(count(page)).toHaveText(foundText(ofSpeed.length));
    await expect(cards(page).first()).toContainText(`${speed} ppm`);
    // Counts show what each option would leave alongside the other choices; an option that
    // would leave nothing is not listed (the chosen one stays, so it can be unticked).
    for (const other of speedOptions) {
      const left = speedsOf(ofType, other).length;
      const option = radio(page, 'Speed', `${other} ppm (${left})`);
      if (left === 0 && other !== speed) await expect(option).toHaveCount(0);
      else await expect(option).toBeEnabled();
    }
    await expect(filters(page).getByRole('checkbox', { name: / \(0\)$/ })).toHaveCount(0);

    test.skip(!format, 'the chosen type and speed come in one format only');
    await panel
      .getByRole('checkbox', { name: new RegExp(`^${literally(format!).source} \\(`) })
      .check();
    await expect(page).toHaveURL(new RegExp(`\\?type=${type}&speed=${speed}&format=`));
    await expect(count(page)).toHaveText(foundText(ofFormat.length));
    await expect(cards(page)).toHaveText(names(ofFormat));
  });

  test('a category filters by the specifications its products have, in the URL', async ({
    page,
  }) => {
    await page.goto(`/gps-app/en/catalog/${specCategory.slug}/`);
    await expect(count(page)).toHaveText(foundText(inSpecCategory.length));
    // Only the filters that exist in the category, each option with a count of at least one.
    // (The price range is a group of its own: its "price on request" box is not a spec filter.)
    await expect(
      filters(page)
        .getByRole('group')
        .filter({ hasNot: page.getByRole('spinbutton') }),
    ).toHaveCount(specFacets.length);
    for (const facet of specFacets) {
      const legend = facetLegend(facet.key, 'en');
      await expect(filters(page).getByRole('group', { name: legend })).toBeVisible();
      const group = filters(page).getByRole('group', { name: legend });
      await expect(group.getByRole('checkbox')).toHaveCount(facet.options.length + 1);
      for (const option of facet.options) {
        expect(option.count).toBeGreaterThan(0);
        await expect(
          radio(page, legend, `${optionText(facet.key, option, 'en')} (${option.count})`),
        ).toBeEnabled();
      }
    }

    const legend = facetLegend(specFacet.key, 'en');
    const name = `${optionText(specFacet.key, specOption, 'en')} (${specOption.count})`;
    await radio(page, legend, name).check();
    await expect(page).toHaveURL(
      new RegExp(`\\?${specFacet.key}=${literally(encodeURIComponent(specOption.value)).source}$`),
    );
    expect(await foundCount(page)).toBe(withSpecOption.length);
    await expect(cards(page)).toHaveText(names(withSpecOption));

    await page.reload();
    await expect(count(page)).toHaveText(foundText(withSpecOption.length));
    await expect(radio(page, legend, name)).toBeChecked();
    await page.goBack();
    await expect(count(page)).toHaveText(foundText(inSpecCategory.length));
    await expect(filters(page).getByRole('checkbox', { name: /^All/ }).first()).toBeChecked();
  });

  test('an option that would leave nothing is not listed, unless it is chosen', async ({
    page,
  }) => {
    const choice = disjointChoice();
    test.skip(!choice, 'every pair of options of every category has a product in common');
    const { category: where, a, aOption, b, bOption } = choice!;
    const path = `/gps-app/en/catalog/${where.slug}/`;
    await page.goto(path);
    const query = `?${a.key}=${encodeURIComponent(aOption.value)}`;
    // The filters answer once their island has hydrated (the scripts load after the first frame).
    await expect(async () => {
      await radio(
        page,
        facetLegend(a.key, 'en'),
        `${optionText(a.key, aOption, 'en')} (${aOption.count})`,
      ).check();
      await expect(page).toHaveURL(new RegExp(`${literally(query).source}$`), { timeout: 1000 });
    }).toPass();
    const bLegend = facetLegend(b.key, 'en');
    const bName = `${optionText(b.key, bOption, 'en')} (`;
    await expect(
      filters(page).getByRole('checkbox', { name: new RegExp(`^${literally(bName).source}`) }),
    ).toHaveCount(0);

    // A shared link may still combine them: the chosen option stays listed with its (0), so it
    // can be unticked, and the empty list offers a reset.
    await page.goto(`${path}${query}&${b.key}=${encodeURIComponent(bOption.value)}`);
    await expect(count(page)).toHaveText(foundText(0));
    const zero = radio(page, bLegend, `${optionText(b.key, bOption, 'en')} (0)`);
    await expect(zero).toBeChecked();
    await page.getByRole('button', { name: 'Reset filters' }).click();
    await expect(page).toHaveURL(new RegExp(`/catalog/${where.slug}/$`));
    await expect(count(page)).toHaveText(foundText(productsIn(where.slug).length));
  });

  test('Georgian pages show card, key-spec and filter values in Georgian', () => {
    // Read from the built export: every Georgian catalogue and product page, and the catalogue
    // JSON the filters render cards from. Model codes and units (A4, dpi, mm) may stay Latin.
    const found: { page: string; text: string; english: string[] }[] = [];
    const check = (page: string, text: string) => {
      const english = englishWords(text);
      if (english.length) found.push({ page, text, english });
    };
    const pages = exportedPages().filter((p) => /^\/gps-app\/ka\/(catalog|product)\//.test(p.path));
    expect(pages.length).toBeGreaterThan(siteContent.products.length);
    for (const page of pages) {
      const main = need(page.root.querySelector('main') ?? undefined, `main of ${page.path}`);
      for (const element of main.querySelectorAll('article, dl, table, fieldset'))
        check(page.path, element.text);
    }
    const dataDir = join(outDir, 'catalog-data', 'ka');
    for (const file of readdirSync(dataDir)) {
      const data = JSON.parse(readFileSync(join(dataDir, file), 'utf8')) as CatalogData;
      for (const card of data.products)
        for (const fact of card.facts) check(`catalog-data/ka/${file}`, fact.value);
    }
    expect(found).toEqual([]);
  });

  test('reload keeps the filters and back restores the previous ones', async ({ page }) => {
    await page.goto('/gps-app/ka/catalog/');
    const panel = page.getByRole('region', { name: 'ფილტრები' });
    await panel.getByRole('checkbox', { name: /^მრავალფუნქციური/ }).check();
    await panel.getByRole('checkbox', { name: /^30 გვ\/წთ/ }).check();
    await expect(page).toHaveURL(/\?type=multifunction&speed=30$/);
    // Read the count once the catalogue's JSON has loaded, not the "loading" text before it.
    await expect(count(page)).toHaveText(/^ნაპოვნია \d+ პროდუქტი$/);
    const filtered = await count(page).innerText();
    await page.reload();
    await expect(count(page)).toHaveText(filtered);
    await expect(panel.getByRole('checkbox', { name: /^30 გვ\/წთ/ })).toBeChecked();

    await page.goBack();
    await expect(page).toHaveURL(/\?type=multifunction$/);
    await expect(panel.getByRole('checkbox', { name: /^ყველა/ }).nth(1)).toBeChecked();
    const devices = siteContent.products.filter((p) => p.type === 'multifunction').length;
    await expect(count(page)).toHaveText(`ნაპოვნია ${devices} პროდუქტი`);
  });

  test('hostile query values fall back to all without an error', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('dialog', (dialog) => errors.push(`dialog: ${dialog.message()}`));
    await page.goto(
      `${categoryPath}?speed=abc&format=%3Cscript%3Ealert(1)%3C/script%3E&type=${'x'.repeat(10_000)}`,
    );
    await expect(count(page)).toHaveText(foundText(inCategory.length));
    await expect(filters(page).getByRole('checkbox', { name: /^All/ }).first()).toBeChecked();
    expect(errors).toEqual([]);
  });

  test('a category page lists only its products; the others page through', async ({ page }) => {
    const smallest = need(
      siteContent.categories.find((c) => c.slug !== category.slug && productsIn(c.slug).length),
      'second category with products',
    );
    await page.goto(`/gps-app/en/catalog/${smallest.slug}/`);
    await expect(count(page)).toHaveText(foundText(productsIn(smallest.slug).length));
    await expect(cards(page)).toHaveText(names(productsIn(smallest.slug)));

    test.skip(inCategory.length <= pageSize, 'no category has more than one page of products');
    await page.goto(categoryPath);
    await page
      .getByRole('navigation', { name: 'Catalogue pages' })
      .getByRole('link', { name: 'Next' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/catalog/${category.slug}/page/2/$`));
    await expect(cards(page)).toHaveText(names(inCategory.slice(pageSize)));
  });

  test('sale and package links narrow the list with a removable chip', async ({ page }) => {
    const sale = liveOfferSets.find((o) => o.type !== 'bundle');
    const bundle = liveOfferSets.find((o) => o.type === 'bundle');
    test.skip(!sale || !bundle, 'the content has no running sale and bundle with products');
    await page.goto(`/gps-app/en/catalog/?sale=${sale!.id}`);
    const chip = page.getByRole('button', { name: `Remove filter: On sale: ${sale!.title.en}` });
    await expect(chip).toBeVisible();
    // The chip shows at once; the cards follow when the catalogue's JSON has loaded.
    const onSale = siteContent.products.filter((p) => sale!.products.includes(p.id));
    expect(await foundCount(page)).toBe(onSale.length);
    await expect(cards(page)).toHaveText(names(onSale));
    await chip.click();
    await expect(page).toHaveURL(/\/catalog\/$/);
    await expect(count(page)).toHaveText(foundText(siteContent.products.length));

    await page.goto(`/gps-app/en/catalog/?package=${bundle!.id}`);
    await expect(
      page.getByRole('button', { name: `Remove filter: Bundle: ${bundle!.title.en}` }),
    ).toBeVisible();
    const inBundle = siteContent.products.filter((p) => bundle!.products.includes(p.id));
    expect(await foundCount(page)).toBe(inBundle.length);
    await expect(cards(page)).toHaveText(names(inBundle));
  });

  test('show more brings the next cards of a sorted list and moves focus to them', async ({
    page,
  }) => {
    // Sorted, the whole catalogue is one list in the browser, shown a page at a time.
    const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
    const byName = [...siteContent.products].sort((a, b) => collator.compare(a.name.en, b.name.en));
    test.skip(byName.length <= pageSize, 'one page holds the whole catalogue');
    await page.goto('/gps-app/en/catalog/?sort=name');
    await expect(count(page)).toHaveText(foundText(byName.length));
    await expect(cards(page)).toHaveCount(pageSize);
    const more = Math.min(byName.length - pageSize, pageSize);
    await page.getByRole('button', { name: `Show ${more} more` }).click();
    await expect(cards(page)).toHaveCount(pageSize + more);
    const firstNew = cards(page).nth(pageSize).getByRole('link').first();
    await expect(firstNew).toBeFocused();
    await expect(firstNew).toHaveText(byName[pageSize]!.name.en);
    if (byName.length <= 2 * pageSize)
      await expect(page.getByRole('button', { name: /^Show/ })).toHaveCount(0);
  });

  test('on a phone the filters fold behind a toggle', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(categoryPath);
    const toggle = filters(page).getByRole('button', { name: 'Show filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const radio = filters(page).getByRole('checkbox', { name: new RegExp(`^${typeLabels[type]}`) });
    await expect(radio).toBeHidden();
    await toggle.click();
    await expect(filters(page).getByRole('button', { name: 'Hide filters' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await radio.check();
    await expect(count(page)).toHaveText(foundText(ofType.length));
  });

  test('the product page asks for its price, pre-filling the contact form', async ({ page }) => {
    const product = need(inCategory[0], 'product');
    await page.goto(productPath('en', product));
    await page.getByRole('link', { name: 'Ask for a price for this product' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/gps-app/en/contacts/\\?product=${product.id}#contact-form$`),
    );
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(
      `Hello! Please send me a price offer for ${product.name.en}.`,
    );
  });
});

// Sort, price and the heading (issue 32): expectations from the content, in the dealer's order.
const { products } = siteContent;
const larisOf = (p: (typeof products)[number]) =>
  p.price?.currency === 'GEL' ? p.price.amount : undefined;

test.describe('catalogue sort, price and heading', () => {
  test('sorting by name or price lives in the URL; products without a price come last', async ({
    page,
  }) => {
    await page.goto('/gps-app/en/catalog/');
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.selectOption({ label: 'Name, A to Z' });
    await expect(page).toHaveURL(/\/catalog\/\?sort=name$/);
    const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
    const byName = [...products].sort((a, b) => collator.compare(a.name.en, b.name.en));
    await expect(cards(page)).toHaveText(names(byName));

    await sort.selectOption({ label: 'Price, lowest first' });
    await expect(page).toHaveURL(/\?sort=price$/);
    const priced = products.filter((p) => p.price);
    test.skip(priced.length === 0, 'no product states a price');
    const cheapestFirst = [...priced].sort(
      (a, b) =>
        Number(a.price!.currency !== 'GEL') - Number(b.price!.currency !== 'GEL') ||
        a.price!.amount - b.price!.amount,
    );
    await expect(cards(page)).toHaveText(
      names([...cheapestFirst, ...products.filter((p) => !p.price)]),
    );
    await page.reload();
    await expect(sort).toHaveValue('price');
    await page.goBack();
    await expect(sort).toHaveValue('name');
  });

  test('a price range narrows to lari prices within it, with a removable chip', async ({
    page,
  }) => {
    const lari = products.filter((p) => larisOf(p) !== undefined);
    test.skip(lari.length === 0, 'no product states a price in lari');
    const low = Math.min(...lari.map((p) => larisOf(p)!));
    await page.goto('/gps-app/en/catalog/');
    const panel = filters(page);
    const group = panel.getByRole('group', { name: 'Price, lari' });
    await group.getByRole('spinbutton', { name: 'To' }).fill(String(low));
    await group.getByRole('button', { name: 'Apply price' }).click();
    // Before hydration the form reloads the page as ?priceMin=&priceMax=…, which applies it too.
    await expect(page).toHaveURL(new RegExp(`[?&]priceMax=${low}$`));
    // Products without a lari price cannot be compared: they stay listed (issue 41).
    const within = products.filter((p) => larisOf(p) === undefined || larisOf(p)! <= low);
    await expect(count(page)).toHaveText(foundText(within.length));
    await expect(cards(page)).toHaveText(names(within));
    await page.getByRole('button', { name: /^Remove filter: Price up to/ }).click();
    await expect(page).toHaveURL(/\/catalog\/$/);
    await expect(count(page)).toHaveText(foundText(products.length));
  });

  test('the heading says what is shown; filters that do not apply are hidden', async ({ page }) => {
    const heading = page.getByRole('heading', { level: 1 });
    const sale = liveOfferSets.find((o) => o.type !== 'bundle');
    if (sale) {
      const onSale = products.filter((p) => sale.products.includes(p.id)).length;
      await page.goto(`/gps-app/en/catalog/?sale=${sale.id}`);
      await expect(heading).toHaveText(
        `${sale.title.en}: ${onSale} product${onSale === 1 ? '' : 's'}`,
      );
    }
    const shredders = products.filter((p) => p.type === 'shredder');
    test.skip(shredders.length === 0, 'the catalogue has no shredders');
    await page.goto('/gps-app/ka/catalog/?type=shredder');
    await expect(heading).toHaveText('დოკუმენტების გამანადგურებლები (შრედერები)');
    // The tab, history and shared links name what is shown too, after the router's own title.
    await page.waitForTimeout(500);
    await expect(page).toHaveTitle(/^დოკუმენტების გამანადგურებლები \(შრედერები\) \|/);
    await page.goto('/gps-app/en/catalog/');
    await expect(heading).toHaveText('Full catalogue');
    await expect(page).toHaveTitle(/^Full catalogue \|/);
    const panel = filters(page);
    await expect(panel.getByRole('group', { name: 'Speed' })).toBeVisible();
    await panel.getByRole('checkbox', { name: /^Shredder \(/ }).check();
    await expect(heading).toHaveText('Shredders');
    await expect(page).toHaveTitle(/^Shredders \|/);
    await expect(count(page)).toHaveText(foundText(shredders.length));
    // Speed and format say nothing of shredders unless some have them.
    for (const [legend, key] of [
      ['Speed', 'speed'],
      ['Format', 'format'],
    ] as const)
      if (!shredders.some((p) => valuesOf(p, key).length > 0))
        await expect(panel.getByRole('group', { name: legend })).toHaveCount(0);
  });

  test('on a phone the open panel says how many match and closes onto the results', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(categoryPath);
    const panel = filters(page);
    await panel.getByRole('button', { name: 'Show filters' }).click();
    await expect(
      panel.getByRole('button', { name: `Show ${inCategory.length} products` }),
    ).toBeVisible();
    await panel.getByRole('checkbox', { name: new RegExp(`^${typeLabels[type]} \\(`) }).check();
    const show = panel.getByRole('button', {
      name: `Show ${ofType.length} product${ofType.length === 1 ? '' : 's'}`,
    });
    await show.click();
    await expect(panel.getByRole('button', { name: 'Show filters' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // The panel closes first: scrolled while it was open, the page overshot the count and the
    // first row of cards.
    await expect(count(page)).toBeInViewport({ ratio: 1 });
    await expect(cards(page).first()).toBeInViewport();
    await expect(count(page)).toHaveText(foundText(ofType.length));
  });
});
