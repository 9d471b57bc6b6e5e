'use client';

import { useState, useSyncExternalStore } from 'react';
import { localStore } from '@/lib/safe-storage';
import { compareListKey, compareNamesKey, quoteListKey } from '@/lib/list-store';
import { readList, subscribeLists, writeList } from '@/lib/list-store';
import {
  addLines,
  hasLine,
  isFull,
  parseStoredLines,
  serializeLines,
} from '@/lib/quote-list/lines';
import { keptNames, parseStoredIds, serializeIds, toggleId } from '@/lib/compare-list';
import { formatIcu, type CompiledMessage } from '@/lib/icu';
import type { ListToggleLabels } from './labels';
import { toggleStatus } from './toggleStatus';
import * as styles from './ListToggles.css';

interface Props {
  /** The products the quote button adds: one product, or a bundle's products. */
  ids: readonly string[];
  /** Shown in the button's accessible name. */
  name: string;
  /** One object for every toggle of a page (the payload carries it once); names filled here. */
  labels: ListToggleLabels;
  /** The compare page's address: shows the compare toggle (single products, not bundles). */
  compareHref?: string;
  /** "card": the quote button is the card's one filled action, the whole width. */
  variant?: 'card';
}

const noList = () => '';

/** "Add to quote list", or "in your list" and "remove"; hidden without JavaScript. */
export function ListToggles({ ids, name, labels, compareHref, variant }: Props) {
  const quoteRaw = useSyncExternalStore(subscribeLists, () => readList(quoteListKey), noList);
  const compareRaw = useSyncExternalStore(subscribeLists, () => readList(compareListKey), noList);
  const compared = parseStoredIds(compareRaw);
  const id = ids[0] ?? '';
  const lines = parseStoredLines(quoteRaw);
  const listed = ids.length > 0 && ids.every((id) => hasLine(lines, id));
  // "Add" on a full list (50 lines) adds nothing: the status line says why.
  const [full, setFull] = useState(false);
  // Storage refused: the list lasts for this page; read from the store so every toggle agrees.
  const notKept = quoteRaw !== '' && localStore().inMemoryOnly(quoteListKey);
  const status = toggleStatus({ listed, notKept, full: full && isFull(lines) });
  const named = (template: CompiledMessage) => formatIcu(template, { name });

  const toggleQuote = () => {
    if (listed) {
      setFull(false);
      writeList(quoteListKey, serializeLines(lines.filter((line) => !ids.includes(line.id))));
      return;
    }
    const next = addLines(lines, ids);
    setFull(!ids.every((id) => hasLine(next, id)));
    if (!isFull(lines)) writeList(quoteListKey, serializeLines(next));
  };
  const toggleCompare = () => {
    const result = toggleId(compared, id);
    // A fifth product: the compare page asks which one it replaces.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- plain page load, like every link here
    if ('full' in result) return window.location.assign(`${compareHref}?add=${id}`);
    writeList(compareNamesKey, keptNames(readList(compareNamesKey), result.ids, { id, name }));
    writeList(compareListKey, serializeIds(result.ids));
  };
  return (
    <div className={variant === 'card' ? styles.cardToggles : styles.toggles}>
      {/* Always in the DOM, so adding is announced; empty while the product is not listed. */}
      {/* On a card the button shows the state, so the words are for screen readers only. */}
      <span
        className={variant === 'card' && status === 'inList' ? styles.inListUnseen : styles.inList}
        role="status"
        data-not-kept={status === 'notKept' || undefined}
      >
        {status === '' ? '' : labels[status]}
      </span>
      <button
        type="button"
        className={variant === 'card' ? styles.primary : styles.toggle}
        data-listed={listed || undefined}
        aria-label={named(listed ? labels.removeLabel : labels.addLabel)}
        onClick={toggleQuote}
      >
        {listed ? labels.remove : labels.add}
      </button>
      {compareHref ? (
        <button
          type="button"
          className={styles.compare}
          aria-pressed={compared.includes(id)}
          aria-label={named(labels.compareLabel)}
          onClick={toggleCompare}
        >
          {labels.compare}
        </button>
      ) : null}
    </div>
  );
}
