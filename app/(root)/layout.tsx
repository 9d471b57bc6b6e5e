import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { content } from '@/content';
import { SiteDocument } from '@/components/site-document/SiteDocument';
import { rootLocaleScript } from '@/lib/root-locale';
import { pageHref } from '@/lib/locale-path';

const locale = routing.defaultLocale;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const siteName = t('siteName', { name: content.company.name[locale] });
  return { title: { template: t('titleTemplate', { title: '%s', siteName }), default: siteName } };
}

/** The bare base path: the Georgian home page, which sends English readers on to /en/. */
export default function RootLayout({ children }: { children: ReactNode }) {
  setRequestLocale(locale);
  return (
    <SiteDocument locale={locale} headScript={rootLocaleScript(pageHref('en', '/'))}>
      {children}
    </SiteDocument>
  );
}
