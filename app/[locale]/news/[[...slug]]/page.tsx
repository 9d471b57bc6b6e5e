import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { localeParams } from '@/i18n/routing';
import { pageLocale } from '@/i18n/page-locale';
import { content } from '@/content';
import { messagesPageMetadata, newsArticleMetadata } from '@/server/page-metadata';
import { hasNews } from '@/content/site-routes';
import { newsSlugParams, resolveNews, sortNews } from '@/lib/news';
import { NewsPage } from '@/components/news/NewsPage';
import { NewsArticle } from '@/components/news/NewsArticle';

// /news/ is the list, /news/{slug}/ an article: one route, so an empty news file still exports.
export const dynamicParams = false;

export function generateStaticParams() {
  return localeParams().flatMap(({ locale }) =>
    newsSlugParams(content.newsItems).map((params) => ({ locale, ...params })),
  );
}

type Props = PageProps<'/[locale]/news/[[...slug]]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const found = resolveNews(content.newsItems, (await params).slug);
  // Without news the list is still exported (old links land) but unlinked and unindexed.
  if (found.kind === 'list')
    return messagesPageMetadata(locale, 'NewsPage', '/news', { noindex: !hasNews(content) });
  if (found.kind === 'missing') return {};
  return newsArticleMetadata(locale, found.item);
}

export default async function Route({ params }: Props) {
  const locale = await pageLocale(params);
  const found = resolveNews(content.newsItems, (await params).slug);
  if (found.kind === 'missing') notFound();
  if (found.kind === 'list')
    return <NewsPage locale={locale} items={sortNews(content.newsItems)} />;
  const t = await getTranslations({ locale, namespace: 'NewsPage' });
  return <NewsArticle locale={locale} item={found.item} backLabel={t('backToList')} />;
}
