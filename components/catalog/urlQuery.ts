'use client';

import { useSyncExternalStore } from 'react';
import { pushSearch, subscribeToUrl } from '@/lib/url-change';

// A static page cannot read the query on the server: the server snapshot is empty.
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
