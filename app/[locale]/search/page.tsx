import type { Metadata } from 'next';
import { pageLocale } from '@/i18n/page-locale';
import { simplePageMetadata } from '@/lib/simple-page';
import { SearchPage } from '@/components/search/SearchPage';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/search'>): Promise<Metadata> {
  return {
    ...(await simplePageMetadata(await pageLocale(params), 'SearchPage', '/search')),
    robots: { index: false },
  };
}

export default async function Route({ params }: PageProps<'/[locale]/search'>) {
  return <SearchPage locale={await pageLocale(params)} />;
}
