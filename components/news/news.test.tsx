/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { stringify } from 'yaml';
import { toFile } from '@/content/bilingual';
import { newsItemSchema, type NewsItem } from '@/content/schema';
import { newsSlugParams, resolveNews, sortNews } from '@/lib/news';
import { indexedPaths } from '@/content/site-routes';
import { NewsList } from '@/components/news/NewsList';
import { NewsArticle } from '@/components/news/NewsArticle';
import { fixtureCopy } from '../../tests/support/content/fixture-content';

const fixture: NewsItem = {
  slug: 'new-showroom',
  date: '2026-03-02',
  title: { ka: 'ახალი შოურუმი თბილისში', en: 'A new showroom in Tbilisi' },
  summary: { ka: 'გაიხსნა ჩვენი ახალი შოურუმი.', en: 'Our new showroom is open.' },
  body: {
    ka: ['პირველი აბზაცი.', 'მეორე აბზაცი.'],
    en: ['Come and see the latest office devices.', 'Open Monday to Saturday.'],
  },
  hidden: false,
};
const older: NewsItem = { ...fixture, slug: 'older-news', date: '2025-11-20' };

/** Load the fixture content with these news files added, as the editor would write them. */
function withNews(items: Record<string, unknown>[]) {
  const site = fixtureCopy();
  for (const item of items)
    site.write(`news/${String(item.slug)}.yaml`, stringify(toFile(newsItemSchema, item)));
  try {
    return site.read();
  } finally {
    site.remove();
  }
}
const loadNews = (items: Record<string, unknown>[]) => {
  const { content, problems } = withNews(items);
  if (!content) throw new Error(problems.map((p) => `${p.field}: ${p.message}`).join('\n'));
  return content;
};

describe('news content', () => {
  it('validates an added item through the schema and exports a list and an article page', () => {
    const content = loadNews([older, fixture]);
    expect(sortNews(content.newsItems).map((n) => n.slug)).toEqual(['new-showroom', 'older-news']);
    expect(newsSlugParams(content.newsItems)).toEqual(
      expect.arrayContaining([
        { slug: undefined },
        { slug: ['older-news'] },
        { slug: ['new-showroom'] },
      ]),
    );
    expect(indexedPaths(content)).toEqual(expect.arrayContaining(['/news', '/news/new-showroom']));
    expect(resolveNews(content.newsItems, ['new-showroom'])).toMatchObject({ kind: 'article' });
    expect(resolveNews(content.newsItems, undefined)).toEqual({ kind: 'list' });
    expect(resolveNews(content.newsItems, ['missing'])).toEqual({ kind: 'missing' });
  });

  it('still exports the list (and nothing else) while the news is empty', () => {
    expect(newsSlugParams([])).toEqual([{ slug: undefined }]);
  });

  it('rejects an item without a Georgian title, with a bad date or slug', () => {
    const noKa = { ...fixture, title: { en: 'Only English' } };
    expect(() => loadNews([noKa])).toThrow(/ka\.title/);
    const badDate = { ...fixture, date: '2026-02-30x' };
    expect(() => loadNews([badDate])).toThrow(/ka\.date/);
    const badSlug = { ...fixture, slug: 'New Showroom' };
    expect(() => loadNews([badSlug])).toThrow(/ka\.slug/);
  });
});

describe('news rendering', () => {
  const [item] = loadNews([fixture]).newsItems;

  it('lists the item with its date, linking to its article in the page language', () => {
    render(<NewsList locale="en" items={[item!]} />);
    const link = screen.getByRole('link', { name: 'A new showroom in Tbilisi' });
    expect(link).toHaveAttribute('href', '/gps-app/en/news/new-showroom/');
    expect(screen.getByText('Our new showroom is open.')).toBeInTheDocument();
    expect(screen.getByText('March 2, 2026')).toHaveAttribute('datetime', '2026-03-02');
  });

  it('renders the article in Georgian with its paragraphs and a way back', () => {
    render(<NewsArticle locale="ka" item={item!} backLabel="← ყველა სიახლე" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ახალი შოურუმი თბილისში');
    const article = screen.getByRole('article');
    expect(within(article).getByText('მეორე აბზაცი.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← ყველა სიახლე' })).toHaveAttribute(
      'href',
      '/gps-app/ka/news/',
    );
  });
});
