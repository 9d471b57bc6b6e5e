import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { Link } from '@/components/link/Link';
import { JsonLd } from '@/components/json-ld/JsonLd';
import { breadcrumbLd, type Crumb } from '@/server/structured-data';
import * as styles from './Breadcrumbs.css';

/** The visible trail (home › catalogue › category › product) and its BreadcrumbList JSON-LD. */
export async function Breadcrumbs({ locale, crumbs }: { locale: Locale; crumbs: Crumb[] }) {
  const t = await getTranslations({ locale, namespace: 'Breadcrumbs' });
  return (
    <nav aria-label={t('label')} className={styles.nav}>
      <ol className={styles.list}>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path} className={styles.item}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <Link locale={locale} href={crumb.path}>
                {crumb.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
      <JsonLd data={breadcrumbLd(locale, crumbs)} />
    </nav>
  );
}
