'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { readQuery, searchEntries, type SearchEntry } from './searchIndex';
import * as styles from './SearchPage.css';

const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};
const browserQuery = () => readQuery(window.location.search);
const noQuery = () => '';

/** Results for ?q=, computed in the browser (a static page cannot read the query at build). */
export function SearchResults({ entries }: { entries: SearchEntry[] }) {
  const t = useTranslations('SearchResults');
  const query = useSyncExternalStore(subscribe, browserQuery, noQuery);
  if (!query.trim()) return <p>{t('enterQuery')}</p>;
  const results = searchEntries(entries, query);
  return (
    <div>
      <p role="status" className={styles.status}>
        {t('count', { count: results.length, query })}
      </p>
      <ul className={styles.list}>
        {results.map((entry) => (
          <li key={entry.href} className={styles.item}>
            <Link href={entry.href} className={styles.title}>
              {entry.title}
            </Link>
            <p className={styles.text}>{entry.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
