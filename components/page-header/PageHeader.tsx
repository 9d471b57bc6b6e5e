import type { ReactNode } from 'react';
import { indexWeight } from '@/lib/search/weights';
import * as styles from './PageHeader.css';

/**
 * The page's one h1 with an optional lead paragraph. Given `searchWeight` (the page's weight in
 * search, lib/search/weights.ts), the two (not the children) go into the search index, the lead
 * weighted above body text and both multiplied by the page's weight.
 */
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
