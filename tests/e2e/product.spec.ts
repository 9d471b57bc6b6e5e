import { expect, test } from './fixtures';
import { messages, need, productPath, productsIn, siteContent } from './site-content';

// Products are picked from the content by what each test needs, never by a fixed id or name.
const { products, categories } = siteContent;
const gallery = need(
  products.find((p) => p.images.length >= 3),
  'product with three images',
);
const withSpeed = need(
  products.find((p) => p.speedPpm && productsIn(p.categories[0] ?? '').length > 1),
  'printing device with related products',
);
const withoutDocuments = need(
  products.find((p) => p.documents.length === 0 && !p.videos?.length && p.specifications.length),
  'product without documents or videos',
);
const withDatasheet = need(
  products.find((p) => p.documents.length > 0),
  'product with a document',
);

test.describe('product page', () => {
  test('gallery thumbnails switch the main image by mouse and keyboard', async ({ page }) => {
    await page.goto(productPath('en', gallery));
    const group = page.getByRole('group', { name: 'Product images' });
    const thumbs = group.getByRole('button');
    await expect(thumbs).toHaveCount(gallery.images.length);
    await expect(thumbs.first()).toHaveAttribute('aria-pressed', 'true');
    const main = page.getByRole('main').locator('img').first();
    const first = await main.getAttribute('src');
    await thumbs.nth(1).click();
    await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(main).not.toHaveAttribute('src', first!);
    await thumbs.nth(2).focus();
    await page.keyboard.press('Enter');
    await expect(thumbs.nth(2)).toHaveAttribute('aria-pressed', 'true');
  });

  test('key specs, breadcrumbs and related products are shown', async ({ page }) => {
    const product = withSpeed;
    const main = need(
      categories.find((c) => c.slug === product.categories[0]),
      'main category',
    );
    await page.goto(productPath('en', product));
    const specs = page.getByRole('heading', { name: 'Key specifications' }).locator('..');
    await expect(specs).toContainText(`${product.speedPpm} pages per minute`);
    if (product.format) await expect(specs).toContainText(product.format);
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link')).toHaveText(['Home', 'Catalogue', main.name.en]);
    await expect(trail.locator('[aria-current="page"]')).toHaveText(product.name.en);
    const related = page.getByRole('region', { name: 'Related products' });
    const others = productsIn(main.slug).filter((p) => p.id !== product.id);
    await expect(related.getByRole('article')).toHaveCount(Math.min(others.length, 4));
    await expect(related).not.toContainText(product.name.en);
  });

  test('a product without speed or format leads with its first specifications, in Georgian', async ({
    page,
  }) => {
    const product = need(
      products.find((p) => !p.speedPpm && !p.format && p.specifications.length >= 2),
      'product without speed or paper format',
    );
    await page.goto(productPath('ka', product));
    const specs = page.getByRole('heading', { name: 'ძირითადი მახასიათებლები' }).locator('..');
    for (const row of product.specifications.slice(0, 2)) {
      await expect(specs).toContainText(messages.ka.ProductSpecs[row.key]!);
      await expect(specs).toContainText(row.value.ka);
    }
  });

  test('tabs switch with the mouse and with the arrow keys', async ({ page }) => {
    const product = withoutDocuments;
    await page.goto(productPath('en', product));
    const tabs = page.getByRole('tablist');
    const description = tabs.getByRole('tab', { name: 'Description' });
    await expect(description).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText(product.description.en);

    await tabs.getByRole('tab', { name: 'Specifications' }).click();
    await expect(page.getByRole('tabpanel').getByRole('table')).toContainText(
      need(product.specifications[0], 'specification').value.en,
    );

    // No documents or video: no tab promising them "soon"; the arrows wrap over the two.
    await expect(tabs.getByRole('tab')).toHaveText(['Description', 'Specifications']);
    await expect(page.getByRole('main')).not.toContainText(/coming soon/i);
    await page.keyboard.press('ArrowRight');
    await expect(description).toBeFocused();
  });

  test('a product with a datasheet lists it in the documents tab, in Georgian too', async ({
    page,
  }) => {
    await page.goto(productPath('ka', withDatasheet));
    await page.getByRole('tab', { name: 'დოკუმენტები' }).click();
    const link = page.getByRole('tabpanel').getByRole('link');
    await expect(link).toHaveText(withDatasheet.documents.map((d) => d.title.ka));
    await expect(link.first()).toHaveAttribute('target', '_blank');
    await expect(link.first()).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('request a quote opens contacts with the product', async ({ page }) => {
    const product = withSpeed;
    await page.goto(productPath('ka', product));
    await page.getByRole('link', { name: 'გაიგეთ ამ პროდუქტის ფასი' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/gps-app/ka/contacts/\\?product=${product.id}#contact-form$`),
    );
    await expect(page.getByRole('textbox', { name: 'შეტყობინება' })).toHaveValue(
      new RegExp(product.name.ka.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
  });
});
