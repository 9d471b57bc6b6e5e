import { expect, test } from './fixtures';

// Runs on nginx and Cloudflare's asset server: the status a crawler sees and the
// redirect a browser follows both depend on the host serving 404.html.
const dead = '/gps-app/en/product/colour-mfp-c9999/';

test('a dead link answers 404, then lands on the home page in its language with a search', async ({
  page,
}) => {
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === dead) statuses.push(response.status());
  });
  await page.goto(dead);
  await expect(page).toHaveURL(/\/gps-app\/en\/\?notfound=colour-mfp-c9999$/);
  expect(statuses).toEqual([404]);
  await expect(page.getByText('That page doesn’t exist (any more).')).toBeVisible();
  const field = page.getByLabel('Search the catalogue:');
  await expect(field).toHaveValue('colour mfp c9999');
  await page
    .getByRole('search')
    .filter({ has: field })
    .getByRole('button', { name: 'Search', exact: true })
    .click();
  await expect(page).toHaveURL(/\/gps-app\/en\/search\/\?q=colour\+mfp\+c9999$/);
});

test('in Georgian, and dismissed for good', async ({ page }) => {
  await page.goto('/gps-app/ka/catalog/no-such-category/');
  await expect(page).toHaveURL(/\/gps-app\/ka\/\?notfound=no-such-category$/);
  await expect(page.getByText('ასეთი გვერდი არ არსებობს ან წაიშალა.')).toBeVisible();
  await expect(page.getByLabel('მოძებნეთ კატალოგში:')).toHaveValue('no such category');
  await page.getByRole('button', { name: 'დახურვა' }).click();
  await expect(page.getByText('ასეთი გვერდი არ არსებობს ან წაიშალა.')).toBeHidden();
  await expect(page).toHaveURL(/\/gps-app\/ka\/$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('ასეთი გვერდი არ არსებობს ან წაიშალა.')).toBeHidden();
});

test('a hostile dead path stays text: nothing runs, the field stays empty', async ({ page }) => {
  const events: string[] = [];
  page.on('dialog', (dialog) => {
    events.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => events.push(error.message));
  await page.goto(`/gps-app/en/${encodeURIComponent('"><img src=x onerror=alert(1)>')}`);
  await expect(page.getByText('That page doesn’t exist (any more).')).toBeVisible();
  await expect(page.getByLabel('Search the catalogue:')).toHaveValue('');
  expect(await page.locator('img[src="x"], [onerror]').count()).toBe(0);
  expect(events).toEqual([]);
});

test('a Georgian dead slug, or a folder’s index.html, fills the search with its words', async ({
  page,
}) => {
  await page.goto('/gps-app/ka/product/უცნობი-პროდუქტი/');
  await expect(page).toHaveURL(/\/gps-app\/ka\/\?notfound=/);
  await expect(page.getByLabel('მოძებნეთ კატალოგში:')).toHaveValue('უცნობი პროდუქტი');
  await page.goto(`${dead}index.html`);
  await expect(page).toHaveURL(/\/gps-app\/en\/\?notfound=colour-mfp-c9999$/);
  await expect(page.getByLabel('Search the catalogue:')).toHaveValue('colour mfp c9999');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the meta refresh leaves a dead link for the home page in its language', async ({
    page,
  }) => {
    for (const [path, home] of [
      [dead, /\/gps-app\/en\/$/],
      ['/gps-app/ka/catalog/no-such-category/', /\/gps-app\/ka\/$/],
      ['/gps-app/no-such-page/', /\/gps-app\/$/],
    ] as const) {
      const statuses: number[] = [];
      const listener = (response: { url(): string; status(): number }) => {
        if (new URL(response.url()).pathname === path) statuses.push(response.status());
      };
      page.on('response', listener);
      await page.goto(path);
      await expect(page, path).toHaveURL(home);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Crawlers still see the dead link as gone.
      expect(statuses, path).toEqual([404]);
      page.off('response', listener);
    }
  });
});
