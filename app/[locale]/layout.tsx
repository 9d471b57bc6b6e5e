import type { Metadata } from 'next';
import { pageLocale } from '@/i18n/page-locale';
import { hasLocale, localeParams, routing } from '@/i18n/routing';
import { SiteDocument } from '@/components/site-document/SiteDocument';
import { siteTitleMetadata } from '@/server/metadata';

export const dynamicParams = false;

export function generateStaticParams() {
  return localeParams();
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  return hasLocale(routing.locales, locale) ? siteTitleMetadata(locale) : {};
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = await pageLocale(params);
  return <SiteDocument locale={locale}>{children}</SiteDocument>;
}
