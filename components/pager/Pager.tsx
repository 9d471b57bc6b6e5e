import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { Link } from '@/components/link/Link';
import { catalogPagePath, pageCount } from '@/content/site-routes';
import { pagerItems } from '@/lib/catalog-pages';
import * as styles from './Pager.css';

interface Props {
  locale: Locale;
  category: string | undefined;
  page: number;
  total: number;
}

/** Links to the catalogue's static pages: readers without JavaScript and crawlers reach all. */
export async function Pager({ locale, category, page, total }: Props) {
  const pages = pageCount(total);
  if (pages < 2) return null;
  const t = await getTranslations({ locale, namespace: 'Pager' });
  return (
    <nav aria-label={t('label')} className={styles.nav}>
      <ul className={styles.list}>
        {page > 1 ? (
          <li>
            <Link
              locale={locale}
              href={catalogPagePath(category, page - 1)}
              rel="prev"
              className={styles.link}
            >
              {t('previous')}
            </Link>
          </li>
        ) : null}
        {pagerItems(page, pages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                locale={locale}
                href={catalogPagePath(category, item)}
                className={styles.link}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pageLabel', { page: item, pages })}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <Link
              locale={locale}
              href={catalogPagePath(category, page + 1)}
              rel="next"
              className={styles.link}
            >
              {t('next')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
