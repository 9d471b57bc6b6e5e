import type { Metadata } from 'next';
import { pageLocale } from '@/i18n/page-locale';
import { messagesPageMetadata } from '@/server/page-metadata';
import { SearchPage } from '@/components/search/SearchPage';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/search'>): Promise<Metadata> {
  return messagesPageMetadata(await pageLocale(params), 'SearchPage', '/search', {
    noindex: true,
  });
}

export default async function Route({ params }: PageProps<'/[locale]/search'>) {
  return <SearchPage locale={await pageLocale(params)} />;
}
