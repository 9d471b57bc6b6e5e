import type { Metadata } from 'next';
import { pageLocale } from '@/i18n/page-locale';
import { messagesPageMetadata } from '@/server/page-metadata';
import { AboutPage } from '@/components/about/AboutPage';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/about'>): Promise<Metadata> {
  return messagesPageMetadata(await pageLocale(params), 'AboutPage', '/about');
}

export default async function Route({ params }: PageProps<'/[locale]/about'>) {
  return <AboutPage locale={await pageLocale(params)} />;
}
