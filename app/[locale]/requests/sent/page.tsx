import type { Metadata } from 'next';
import { pageLocale } from '@/i18n/page-locale';
import { messagesPageMetadata } from '@/server/page-metadata';
import { RequestSentPage } from '@/components/request-result/RequestResultPage';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/requests/sent'>): Promise<Metadata> {
  // One visitor's answer: nothing for search engines.
  return messagesPageMetadata(await pageLocale(params), 'RequestSentPage', '/requests/sent', {
    noindex: true,
  });
}

export default async function Route({ params }: PageProps<'/[locale]/requests/sent'>) {
  return <RequestSentPage locale={await pageLocale(params)} />;
}
