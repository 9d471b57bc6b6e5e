'use client';

import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import type { Locale } from '@/i18n/routing';
import { switchLocaleHref, switchLocalePath } from '@/lib/locale-path';
import { basePath } from '@/lib/site';
import { sessionStore } from '@/lib/safe-storage';
import { rememberScroll } from '@/lib/scroll-memory';
import { subscribeToUrl } from '@/lib/url-change';
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

// The query is browser-only and changes in place with the filters: the link follows both.
const browserSearch = () => window.location.search;
const noSearch = () => '';

/** The same page in the other language, with the query as it is when followed. */
export function LocaleSwitchLinks({ current, options, label }: Props) {
  const pathname = usePathname();
  const search = useSyncExternalStore(subscribeToUrl, browserSearch, noSearch);

  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {options.map((option) => (
          <li key={option.locale}>
            {/* A full page load: <html lang> and every string change together. */}
            <a
              href={`${basePath}${switchLocalePath(pathname, option.locale, search)}`}
              hrefLang={option.locale}
              className={styles.link}
              aria-current={option.locale === current ? 'true' : undefined}
              onClick={(event) => {
                // Whatever changed the URL since the last render, the link leaves from it.
                event.currentTarget.href = switchLocaleHref(
                  window.location,
                  basePath,
                  option.locale,
                );
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
