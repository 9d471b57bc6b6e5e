import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { basePath } from '@/lib/site';
import { notFoundRedirectScript } from '@/lib/locale-path';
import { notFoundMetadata } from '@/server/metadata';
import { HydrationMark } from '@/components/hydration-mark/HydrationMark';
import { lightTheme } from '@/styles/themes.css';
import '@/styles/global.css';
import * as styles from './global-not-found.css';

export const metadata: Metadata = notFoundMetadata;

/** out/404.html: JavaScript redirects by path; without it the meta refresh goes to the root. */
export default async function GlobalNotFound() {
  const messages = await Promise.all(
    routing.locales.map(async (locale) => ({
      locale,
      t: await getTranslations({ locale, namespace: 'NotFound' }),
    })),
  );
  return (
    <html lang={routing.defaultLocale} className={lightTheme}>
      <head>
        <script dangerouslySetInnerHTML={{ __html: notFoundRedirectScript(basePath) }} />
        <noscript>
          {/* HTML requires a space after the semicolon ("0; url=…"). */}
          <meta httpEquiv="refresh" content={`0; url=${basePath}/`} />
        </noscript>
      </head>
      <body>
        <main className={styles.main}>
          {messages.map(({ locale, t }, index) => (
            <section key={locale} lang={locale} className={styles.block}>
              {index === 0 ? <h1>{t('title')}</h1> : <h2>{t('title')}</h2>}
              <p>{t('message')}</p>
              <p>
                <a href={`${basePath}/${locale}/`}>{t('link')}</a>
              </p>
            </section>
          ))}
        </main>
        <HydrationMark />
      </body>
    </html>
  );
}
