'use client';

import { useSyncExternalStore } from 'react';
import { isPastScrollThreshold } from './scrollThreshold';
import { coversKeepClear } from './floatingBox';
import * as styles from './ScrollToTop.css';

const subscribe = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange, { passive: true });
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
};

/** Steps aside while a card's price or actions pass under it (phones have no free column). */
export function ScrollToTop({ label }: { label: string }) {
  const visible = useSyncExternalStore(
    subscribe,
    () => isPastScrollThreshold(window.scrollY) && !coversKeepClear(document),
    () => false,
  );
  if (!visible) return null;
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={label}
      title={label}
      onClick={() => {
        window.scrollTo({ top: 0 });
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M12 5 4 13l1.4 1.4 5.6-5.6V20h2V8.8l5.6 5.6L20 13z" />
      </svg>
    </button>
  );
}
