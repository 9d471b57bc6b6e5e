'use client';

import { useSyncExternalStore } from 'react';
import { fillTemplate } from '@/lib/fill-template';
import { quoteListKey, readList, subscribeLists, writeList } from '@/lib/list-store';
import { addLines, hasLine, parseStoredLines, serializeLines } from '@/lib/quote-list';
import type { ListToggleLabels } from './listToggleLabels';
import * as styles from './ListToggles.css';

interface Props {
  /** The products the quote button adds: one product, or a bundle's products. */
  ids: readonly string[];
  /** Shown in the button's accessible name. */
  name: string;
  labels: ListToggleLabels;
}

const noList = () => '';

/** "Add to quote list", or "in your list" and "remove"; hidden without JavaScript. */
export function ListToggles({ ids, name, labels }: Props) {
  const quoteRaw = useSyncExternalStore(subscribeLists, () => readList(quoteListKey), noList);
  const lines = parseStoredLines(quoteRaw);
  const listed = ids.length > 0 && ids.every((id) => hasLine(lines, id));
  const named = (template: string) => fillTemplate(template, { name });

  const toggleQuote = () =>
    writeList(
      quoteListKey,
      serializeLines(
        listed ? lines.filter((line) => !ids.includes(line.id)) : addLines(lines, ids),
      ),
    );
  return (
    <div className={styles.toggles}>
      {/* Always in the DOM, so adding is announced; empty while the product is not listed. */}
      <span className={styles.inList} role="status">
        {listed ? labels.inList : ''}
      </span>
      <button
        type="button"
        className={styles.toggle}
        aria-label={named(listed ? labels.removeLabel : labels.addLabel)}
        onClick={toggleQuote}
      >
        {listed ? labels.remove : labels.add}
      </button>
    </div>
  );
}
