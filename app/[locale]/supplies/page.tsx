import type { Metadata } from 'next';
import { pageLocale } from '@/i18n/page-locale';
import { messagesPageMetadata } from '@/server/page-metadata';
import { SuppliesFinder } from '@/components/supplies-finder/SuppliesFinder';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/supplies'>): Promise<Metadata> {
  return messagesPageMetadata(await pageLocale(params), 'SuppliesFinder', '/supplies');
}

export default async function Route({ params }: PageProps<'/[locale]/supplies'>) {
  return <SuppliesFinder locale={await pageLocale(params)} />;
}
