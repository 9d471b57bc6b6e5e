import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { HomePage } from '@/components/home/HomePage';
import { NotFoundNotice } from '@/components/not-found-notice/NotFoundNotice';
import { homeMetadata } from '@/server/page-metadata';

const locale = routing.defaultLocale;

export function generateMetadata(): Promise<Metadata> {
  return homeMetadata(locale);
}

export default function RootPage() {
  setRequestLocale(locale);
  return (
    <>
      <NotFoundNotice locale={locale} />
      <HomePage locale={locale} />
    </>
  );
}
