import { expect, test } from './fixtures';
import { withoutEndpoint } from './contact-page';
import { need, productPath, siteContent } from './site-content';

test.beforeEach(async ({ page }) => withoutEndpoint(page));

// A product with a photo, from the content the export was built from.
const product = need(
  siteContent.products.find((p) => p.images.length > 0),
  'product with a photo',
);

test.describe('"Ask for a price" from a product page', () => {
  test('opens the form with the product (name, small photo, link back) above the fields', async ({
    page,
  }) => {
    await page.goto(productPath('en', product));
    await page.getByRole('link', { name: 'Ask for a price for this product' }).click();
    await expect(page).toHaveURL(new RegExp(`/contacts/\\?product=${product.id}#contact-form$`));
    const form = page.locator('#contact-form');
    const back = form.getByRole('link', { name: product.name.en });
    await expect(form.getByText('Your request is about')).toBeVisible();
    await expect(back).toHaveAttribute('href', productPath('en', product));
    // The photo is a small variant, loaded (not a broken image), above the first field.
    const photo = back.locator('img');
    await expect(photo).toHaveJSProperty('complete', true);
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const [photoBox, topicBox] = await Promise.all([
      photo.boundingBox(),
      form.getByLabel('Topic').boundingBox(),
    ]);
    expect(photoBox!.y + photoBox!.height).toBeLessThanOrEqual(topicBox!.y);
    expect(photoBox!.width).toBeLessThanOrEqual(64);
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(
      `Hello! Please send me a price offer for ${product.name.en}.`,
    );
  });

  test('a draft typed before wins over the prefill; the summary still shows (ka)', async ({
    page,
  }) => {
    await page.goto(`/gps-app/ka/contacts/?product=${product.id}`);
    const message = page.getByLabel('შეტყობინება');
    await expect(message).toHaveValue(new RegExp(product.name.ka));
    await message.fill('ჩემი კითხვა ამ აპარატზე');
    await page.reload();
    await expect(message).toHaveValue('ჩემი კითხვა ამ აპარატზე');
    await expect(page.getByRole('link', { name: product.name.ka })).toBeVisible();
    await expect(page.getByText('თქვენი მოთხოვნა ეხება')).toBeVisible();
  });

  test('without JavaScript the form is there, without a summary', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/gps-app/en/contacts/?product=${product.id}#contact-form`);
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
    await expect(page.getByText('Your request is about')).toHaveCount(0);
    await context.close();
  });
});
