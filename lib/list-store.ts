import { localStore } from './safe-storage';

/**
 * The buyer's lists in the browser (the quote list; the comparison's ids when it comes), each one
 * localStorage entry (in memory when storage is blocked). Islands read it through
 * useSyncExternalStore: the snapshot is the stored string, so it compares by value.
 */
export const quoteListKey = 'quote-list';
export type ListKey = typeof quoteListKey;

/** Fired on window after every write, with `{ key, value }`: the header badge listens to it. */
export const listChangeEvent = 'list-change';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function subscribeLists(listener: () => void): () => void {
  // Another tab's change arrives as a storage event; this tab's through notify().
  if (listeners.size === 0) window.addEventListener('storage', notify);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', notify);
  };
}

export const readList = (key: ListKey): string => localStore().getItem(key) ?? '';

/** Stores the list and tells every island; false when it lives only as long as the page. */
export function writeList(key: ListKey, value: string): boolean {
  const kept = localStore().setItem(key, value);
  notify();
  window.dispatchEvent(new CustomEvent(listChangeEvent, { detail: { key, value } }));
  return kept;
}
