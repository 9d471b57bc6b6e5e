import type { Metadata } from 'next';
import { pageLocale } from '@/i18n/page-locale';
import { HomePage } from '@/components/home/HomePage';
import { homeMetadata } from '@/server/page-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  return homeMetadata(await pageLocale(params));
}

export default async function LocaleHomePage({ params }: PageProps<'/[locale]'>) {
  return <HomePage locale={await pageLocale(params)} />;
}
