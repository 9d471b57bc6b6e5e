import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { HomePage } from '@/components/home/HomePage';
import { homeMetadata } from '@/server/page-metadata';

const locale = routing.defaultLocale;

export function generateMetadata(): Promise<Metadata> {
  return homeMetadata(locale);
}

export default function RootPage() {
  setRequestLocale(locale);
  return <HomePage locale={locale} />;
}
