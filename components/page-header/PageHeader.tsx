import type { ReactNode } from 'react';
import { indexWeight } from '@/lib/search/weights';
import * as styles from './PageHeader.css';

/** With `searchWeight` the h1 and lead (not children) are indexed, the lead above body text. */
export function PageHeader({
  title,
  lead,
  searchWeight,
  children,
}: {
  title: string;
  lead?: string;
  searchWeight?: number;
  children?: ReactNode;
}) {
  const indexed = searchWeight !== undefined;
  return (
    <div className={styles.header}>
      <div {...(indexed ? { 'data-pagefind-body': '' } : {})}>
        <h1
          className={styles.title}
          {...(indexed ? { 'data-pagefind-weight': indexWeight('title', searchWeight) } : {})}
        >
          {title}
        </h1>
        {lead ? (
          <p
            className={styles.lead}
            {...(indexed ? { 'data-pagefind-weight': indexWeight('lead', searchWeight) } : {})}
          >
            {lead}
          </p>
        ) : null}
      </div>
      {children}
    </div>
  );
}
