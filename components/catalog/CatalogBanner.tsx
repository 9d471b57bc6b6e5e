import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { Link } from '@/components/link/Link';
import { actionLink } from '@/styles/controls.css';
import * as styles from './CatalogBanner.css';

/** The full catalogue's extra block: help choosing, and a way to ask for what is not listed. */
export async function CatalogBanner({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'CatalogBanner' });
  return (
    <aside aria-labelledby="catalog-banner" className={styles.banner}>
      <div>
        <h2 id="catalog-banner" className={styles.heading}>
          {t('heading')}
        </h2>
        <p className={styles.text}>{t('text')}</p>
      </div>
      <div className={styles.actions}>
        <Link locale={locale} href="/contacts" className={actionLink({ tone: 'inverse' })}>
          {t('contact')}
        </Link>
        <Link locale={locale} href="/services" className={actionLink({ tone: 'inverse' })}>
          {t('services')}
        </Link>
      </div>
    </aside>
  );
}
