import type { Metadata } from 'next';
import { pageLocale } from '@/i18n/page-locale';
import { simplePageMetadata } from '@/lib/simple-page';
import { NewsPage } from '@/components/news/NewsPage';

export async function generateMetadata({ params }: PageProps<'/[locale]/news'>): Promise<Metadata> {
  return simplePageMetadata(await pageLocale(params), 'NewsPage', '/news');
}

export default async function Route({ params }: PageProps<'/[locale]/news'>) {
  return <NewsPage locale={await pageLocale(params)} />;
}
