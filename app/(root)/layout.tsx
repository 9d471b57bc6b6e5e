import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { SiteDocument } from '@/components/site-document/SiteDocument';
import { rootLocaleScript } from '@/lib/root-locale';
import { pageHref } from '@/lib/page-href';
import { siteTitleMetadata } from '@/server/metadata';

const locale = routing.defaultLocale;

export function generateMetadata(): Promise<Metadata> {
  return siteTitleMetadata(locale);
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
