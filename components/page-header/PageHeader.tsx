import type { ReactNode } from 'react';
import * as styles from './PageHeader.css';

/**
 * The page's one h1 with an optional lead paragraph. `indexed` puts the two (not the children)
 * into the search index, the lead weighted above body text (lib/search/page-attributes.ts).
 */
export function PageHeader({
  title,
  lead,
  indexed = false,
  children,
}: {
  title: string;
  lead?: string;
  indexed?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className={styles.header}>
      <div {...(indexed ? { 'data-pagefind-body': '' } : {})}>
        <h1 className={styles.title}>{title}</h1>
        {lead ? (
          <p className={styles.lead} {...(indexed ? { 'data-pagefind-weight': '2' } : {})}>
            {lead}
          </p>
        ) : null}
      </div>
      {children}
    </div>
  );
}
