import { localStore } from './safe-storage';

/** In memory when storage is blocked. Snapshot is the stored string, so it compares by value. */
export const quoteListKey = 'quote-list';
export const compareListKey = 'compare-list';
/** The compared products' names as last shown, for the compare bar (the list holds ids only). */
export const compareNamesKey = 'compare-names';
export type ListKey = typeof quoteListKey | typeof compareListKey | typeof compareNamesKey;

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
