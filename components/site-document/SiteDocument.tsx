import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { darkTheme, lightTheme } from '@/styles/themes.css';
import { georgianFont, lariFont, latinFont } from '@/styles/fonts';
import { themeBootScript } from '@/lib/theme-store';
import { Header } from '@/components/header/Header';
import { Footer } from '@/components/footer/Footer';
import { ScrollToTop } from '@/components/scroll-to-top/ScrollToTop';
import { ScrollReset } from '@/components/scroll-reset/ScrollReset';
import { HydrationMark } from '@/components/hydration-mark/HydrationMark';
import { DevNotice } from '@/components/dev-notice/DevNotice';
import '@/styles/global.css';
import * as styles from './SiteDocument.css';

interface Props {
  locale: Locale;
  children: ReactNode;
  /** Extra inline script for <head>, e.g. the root page's language choice. */
  headScript?: string;
}

/** The <html> shell shared by the localized layout and the bare root. */
export async function SiteDocument({ locale, children, headScript }: Props) {
  const t = await getTranslations({ locale, namespace: 'SkipLink' });
  const scrollLabels = await getTranslations({ locale, namespace: 'ScrollToTop' });
  return (
    <html
      lang={locale}
      className={`${latinFont.variable} ${georgianFont.variable} ${lariFont.variable} ${lightTheme}`}
      data-theme="light"
      // The boot script sets the stored theme on <html> before React hydrates.
      suppressHydrationWarning
    >
      {/* eslint-disable-next-line @next/next/no-head-element -- App Router root layout: inline boot scripts must run before paint */}
      <head>
        <script
          dangerouslySetInnerHTML={{
            __html: themeBootScript({ light: lightTheme, dark: darkTheme }),
          }}
        />
        {headScript ? <script dangerouslySetInnerHTML={{ __html: headScript }} /> : null}
      </head>
      <body>
        <DevNotice locale={locale} />
        <a href="#main" className={styles.skipLink}>
          {t('label')}
        </a>
        <Header locale={locale} />
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
        <Footer locale={locale} />
        <ScrollToTop label={scrollLabels('label')} />
        <ScrollReset />
        <HydrationMark />
      </body>
    </html>
  );
}
