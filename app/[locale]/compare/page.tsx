import type { Metadata } from 'next';
import { pageLocale } from '@/i18n/page-locale';
import { messagesPageMetadata } from '@/server/page-metadata';
import { ComparePage } from '@/components/compare/ComparePage';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/compare'>): Promise<Metadata> {
  // The comparison lives in the visitor's browser: nothing here for search engines.
  return messagesPageMetadata(await pageLocale(params), 'ComparePage', '/compare', {
    noindex: true,
  });
}

export default async function Route({ params }: PageProps<'/[locale]/compare'>) {
  return <ComparePage locale={await pageLocale(params)} />;
}
