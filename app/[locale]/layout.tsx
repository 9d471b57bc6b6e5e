import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { hasLocale, localeParams, routing } from '@/i18n/routing';
import { content } from '@/content';
import { SiteDocument } from '@/components/site-document/SiteDocument';

export const dynamicParams = false;

export function generateStaticParams() {
  return localeParams();
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const siteName = t('siteName', { name: content.company.name[locale] });
  return { title: { template: t('titleTemplate', { title: '%s', siteName }), default: siteName } };
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = await pageLocale(params);
  return <SiteDocument locale={locale}>{children}</SiteDocument>;
}
