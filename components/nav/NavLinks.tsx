'use client';

import { ClientLink } from '@/components/client-link/ClientLink';
import { usePathname } from 'next/navigation';
import { isCurrentSection } from './navState';
import * as styles from './Nav.css';

export interface NavItem {
  href: string;
  label: string;
}

/** Main navigation; marks the section the visitor is in with aria-current. */
export function NavLinks({ items, label }: { items: NavItem[]; label: string }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        {items.map((item) => {
          const current = isCurrentSection(pathname, item.href);
          return (
            <li key={item.href}>
              <ClientLink
                href={item.href}
                className={styles.link}
                aria-current={current ? 'page' : undefined}
              >
                {item.label}
              </ClientLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
