'use client';

import { useSearchQuery } from './searchQueryStore';
import * as styles from './SearchPage.css';
import type { SearchBoxLabels } from './labels';

/** A plain GET form to the same page: works without JavaScript too, only empty. */
export function SearchBox({ action, labels }: { action: string; labels: SearchBoxLabels }) {
  const query = useSearchQuery();
  return (
    <form
      role="search"
      aria-label={labels.label}
      action={action}
      method="get"
      className={styles.form}
    >
      {/* Keyed by the query: a new ?q= (back and forward) refills the field. */}
      <input
        key={query}
        type="search"
        name="q"
        defaultValue={query}
        aria-label={labels.label}
        required
        pattern=".*\S.*"
        maxLength={200}
        autoComplete="off"
        spellCheck={false}
        className={styles.input}
      />
      <button type="submit" className={styles.submit}>
        {labels.submit}
      </button>
    </form>
  );
}
