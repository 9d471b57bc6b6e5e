import type { Locale } from '@/i18n/routing';
import type { NewsItem } from '@/content/schema';
import { formatValidUntil as formatDate } from '@/lib/format';
import { Link } from '@/components/link/Link';
import * as styles from './News.css';

/** The list of news items, newest first; each title links to its article. */
export function NewsList({ locale, items }: { locale: Locale; items: readonly NewsItem[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.slug} className={styles.card}>
          <article>
            <h2 className={styles.cardTitle}>
              <Link locale={locale} href={`/news/${item.slug}`}>
                {item.title[locale]}
              </Link>
            </h2>
            <p className={styles.date}>
              <time dateTime={item.date}>{formatDate(item.date, locale)}</time>
            </p>
            <p>{item.summary[locale]}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
