'use client';

import { useSyncExternalStore } from 'react';
import { readQuery } from './searchHits';

const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};
const browserQuery = () => readQuery(window.location.search);
const noQuery = () => '';

/** The search page's ?q= (empty in the static HTML, read once the page runs). */
export function useSearchQuery(): string {
  return useSyncExternalStore(subscribe, browserQuery, noQuery);
}
