import type { Metadata } from 'next';
import { pageLocale } from '@/i18n/page-locale';
import { messagesPageMetadata } from '@/server/page-metadata';
import { QuotePage } from '@/components/quote-list/QuotePage';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/quote'>): Promise<Metadata> {
  // The list lives in the visitor's browser: nothing here for search engines.
  return messagesPageMetadata(await pageLocale(params), 'QuotePage', '/quote', { noindex: true });
}

export default async function Route({ params }: PageProps<'/[locale]/quote'>) {
  return <QuotePage locale={await pageLocale(params)} />;
}
