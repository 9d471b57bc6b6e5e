/** Query writes by islands fire no popstate; URL-derived islands (language switch) listen too. */
export const urlChangeEvent = 'site-url-change';

/** Calls `onChange` whenever the URL changes in place (history walk or an island's push). */
export function subscribeToUrl(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(urlChangeEvent, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(urlChangeEvent, onChange);
  };
}

/** Pushes a new history entry for the same page with another query, and tells the listeners. */
export function pushSearch(search: string): void {
  const url = `${window.location.pathname}${search}${window.location.hash}`;
  // Next's router wraps pushState and keeps its own state in the entry (documented behaviour).
  window.history.pushState(null, '', url);
  window.dispatchEvent(new Event(urlChangeEvent));
}
