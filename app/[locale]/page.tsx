import type { Metadata } from 'next';
import { pageLocale } from '@/i18n/page-locale';
import { HomePage, homeMetadata } from '@/components/home/HomePage';

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  return homeMetadata(await pageLocale(params));
}

export default async function LocaleHomePage({ params }: PageProps<'/[locale]'>) {
  return <HomePage locale={await pageLocale(params)} />;
}
