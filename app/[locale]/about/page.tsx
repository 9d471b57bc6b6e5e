import type { Metadata } from 'next';
import { pageLocale } from '@/i18n/page-locale';
import { simplePageMetadata } from '@/lib/simple-page';
import { AboutPage } from '@/components/about/AboutPage';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/about'>): Promise<Metadata> {
  return simplePageMetadata(await pageLocale(params), 'AboutPage', '/about');
}

export default async function Route({ params }: PageProps<'/[locale]/about'>) {
  return <AboutPage locale={await pageLocale(params)} />;
}
