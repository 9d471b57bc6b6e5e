import { expect, test } from './fixtures';
import { siteContent } from './site-content';
import { exportedPages } from './out-pages';

const { newsItems } = siteContent;

test('news shows its title and a localized coming-soon message until items exist', async ({
  page,
}) => {
  await page.goto('/gps-app/en/news/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
  const main = page.getByRole('main');
  if (newsItems.length === 0) await expect(main).toContainText('News is coming soon.');
  else await expect(main.getByRole('article')).toHaveCount(newsItems.length);
  await page.goto('/gps-app/ka/news/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('სიახლეები');
  if (newsItems.length === 0) await expect(main).toContainText('სიახლეები მალე გამოქვეყნდება.');
});

test('the export has the list and one article per news item, in both languages', () => {
  const news = exportedPages().filter((page) => /\/news\//.test(page.path));
  const expected = ['ka', 'en'].flatMap((locale) => [
    `/gps-app/${locale}/news/`,
    ...newsItems.map((item) => `/gps-app/${locale}/news/${item.slug}/`),
  ]);
  expect(news.map((page) => page.path).sort()).toEqual(expected.sort());
});
