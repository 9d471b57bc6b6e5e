'use client';

import { useSyncExternalStore } from 'react';

// The catalogue's filters live in location.search. A static page cannot read the query on the
// server, so the server snapshot is empty and the browser's takes over after hydration.
const changeEvent = 'catalog-query-change';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(changeEvent, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(changeEvent, onChange);
  };
}

export function useUrlQuery(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );
}

/** A new history entry for the query, so the back button walks back through filter changes. */
export function pushQuery(query: string): void {
  const url = `${window.location.pathname}${query}${window.location.hash}`;
  // Next's router wraps pushState and keeps its own state in the entry (documented behaviour).
  window.history.pushState(null, '', url);
  window.dispatchEvent(new Event(changeEvent));
}
