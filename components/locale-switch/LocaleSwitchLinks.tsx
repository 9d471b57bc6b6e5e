'use client';

import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import type { Locale } from '@/i18n/routing';
import { switchLocalePath } from '@/lib/locale-path';
import { basePath } from '@/lib/site';
import { sessionStore } from '@/lib/safe-storage';
import { rememberScroll } from '@/lib/scroll-memory';
import { rememberLocale } from './rememberLocale';
import * as styles from './LocaleSwitch.css';

export interface LocaleOption {
  locale: Locale;
  short: string;
  name: string;
}

interface Props {
  current: Locale;
  options: LocaleOption[];
  label: string;
}

// The query is only known in the browser (a static page is rendered without one).
const subscribeToLocation = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};
const browserSearch = () => window.location.search;
const noSearch = () => '';

/** GE | EN: the same page in the other language, keeping the rest of the path and the query. */
export function LocaleSwitchLinks({ current, options, label }: Props) {
  const pathname = usePathname();
  const search = useSyncExternalStore(subscribeToLocation, browserSearch, noSearch);

  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {options.map((option) => (
          <li key={option.locale}>
            {/* A full page load: <html lang> and every string change together; the scroll
                position is carried over through sessionStorage (see ScrollReset). */}
            <a
              href={`${basePath}${switchLocalePath(pathname, option.locale, search)}`}
              hrefLang={option.locale}
              className={styles.link}
              aria-current={option.locale === current ? 'true' : undefined}
              onClick={() => {
                rememberLocale(option.locale);
                rememberScroll(sessionStore(), pathname, window.scrollY);
              }}
            >
              {option.short}
              <span className={styles.fullName} lang={option.locale}>
                {' '}
                {option.name}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
