import type { Metadata } from 'next';
import { pageLocale } from '@/i18n/page-locale';
import { messagesPageMetadata } from '@/server/page-metadata';
import { RequestFailedPage } from '@/components/request-result/RequestResultPage';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/requests/failed'>): Promise<Metadata> {
  // One visitor's answer: nothing for search engines.
  return messagesPageMetadata(await pageLocale(params), 'RequestFailedPage', '/requests/failed', {
    noindex: true,
  });
}

export default async function Route({ params }: PageProps<'/[locale]/requests/failed'>) {
  return <RequestFailedPage locale={await pageLocale(params)} />;
}
