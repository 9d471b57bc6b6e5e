import type { Metadata } from 'next';
import { pageLocale } from '@/i18n/page-locale';
import { HomePage } from '@/components/home/HomePage';
import { NotFoundNotice } from '@/components/not-found-notice/NotFoundNotice';
import { homeMetadata } from '@/server/page-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  return homeMetadata(await pageLocale(params));
}

export default async function LocaleHomePage({ params }: PageProps<'/[locale]'>) {
  const locale = await pageLocale(params);
  return (
    <>
      <NotFoundNotice locale={locale} />
      <HomePage locale={locale} />
    </>
  );
}
