'use client';

import { usePathname } from 'next/navigation';
import { Link } from '@/components/link/Link';
import type { Locale } from '@/i18n/routing';
import { isCurrentSection } from './navState';
import * as styles from './Nav.css';

export interface NavItem {
  /** Site path without the language: "/catalog". */
  href: string;
  label: string;
}

/** Main navigation; marks the section the visitor is in with aria-current. */
export function NavLinks({
  locale,
  items,
  label,
}: {
  locale: Locale;
  items: NavItem[];
  label: string;
}) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        {items.map((item) => {
          const current = isCurrentSection(pathname, item.href);
          return (
            <li key={item.href}>
              <Link
                clientNav
                locale={locale}
                href={item.href}
                className={styles.link}
                aria-current={current ? 'page' : undefined}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
