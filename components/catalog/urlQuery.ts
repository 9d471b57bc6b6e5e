'use client';

import { useSyncExternalStore } from 'react';
import { pushSearch, subscribeToUrl } from '@/lib/url-change';

// The catalogue's filters live in location.search. A static page cannot read the query on the
// server, so the server snapshot is empty and the browser's takes over after hydration.
export function useUrlQuery(): string {
  return useSyncExternalStore(
    subscribeToUrl,
    () => window.location.search,
    () => '',
  );
}

/** A new history entry for the query, so the back button walks back through filter changes. */
export function pushQuery(query: string): void {
  pushSearch(query);
}
