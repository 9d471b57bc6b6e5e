'use client';

import { useSyncExternalStore } from 'react';
import { encodeIds, parseNames, parseStoredIds, maxCompared } from '@/lib/compare-list';
import { compareListKey, compareNamesKey, readList, subscribeLists } from '@/lib/list-store';
import { writeList } from '@/lib/list-store';
import * as styles from './CompareBar.css';
import type { CompareBarLabels } from './labels';
import { formatIcu } from '@/lib/icu';

interface Props {
  compareHref: string;
  labels: CompareBarLabels;
}

const noList = () => '';

/** The chosen products at the bottom of catalogue and product pages, while there are any. */
export function CompareBar({ compareHref, labels }: Props) {
  const raw = useSyncExternalStore(subscribeLists, () => readList(compareListKey), noList);
  const namesRaw = useSyncExternalStore(subscribeLists, () => readList(compareNamesKey), noList);
  const ids = parseStoredIds(raw);
  if (ids.length === 0) return null;
  const names = parseNames(namesRaw);
  const heading = formatIcu(labels.heading, { count: ids.length, max: maxCompared });
  return (
    <aside className={styles.bar} aria-labelledby="compare-bar-heading">
      <h2 id="compare-bar-heading" className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.names}>
        {ids.map((id) => (
          <li key={id}>{names[id] ?? id}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <a href={`${compareHref}?ids=${encodeIds(ids)}`} className={styles.compare}>
          {labels.compareNow}
        </a>
        <button
          type="button"
          className={styles.clear}
          onClick={() => writeList(compareListKey, '[]')}
        >
          {labels.clear}
        </button>
      </div>
    </aside>
  );
}
