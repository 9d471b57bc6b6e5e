'use client';

import { isSortKey, sortKeys, type SortKey } from '@/lib/catalog-sort';
import type { CatalogBrowserLabels } from './labels';
import * as styles from './CatalogBrowser.css';

interface Props {
  sort: SortKey;
  labels: Pick<CatalogBrowserLabels, 'sortLabel' | 'sortOptions'>;
  onChange: (sort: SortKey) => void;
}

/** A native select: keyboard and screen readers work as usual; hidden without JavaScript. */
export function SortSelect({ sort, labels, onChange }: Props) {
  return (
    <label className={styles.sort}>
      <span>{labels.sortLabel}</span>
      <select
        className={styles.sortSelect}
        value={sort}
        onChange={(event) => {
          if (isSortKey(event.target.value)) onChange(event.target.value);
        }}
      >
        {sortKeys.map((key) => (
          <option key={key} value={key}>
            {labels.sortOptions[key]}
          </option>
        ))}
      </select>
    </label>
  );
}
