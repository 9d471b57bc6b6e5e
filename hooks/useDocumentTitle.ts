import { useEffect, useRef } from 'react';

/**
 * Keeps the document's title at `make(pageTitle)`, where `pageTitle` is the title the page was
 * served with. The App Router writes its own <title> back after hydration (React owns the
 * element), which undid a title set once in an effect; so the title is watched, and put back
 * whenever something else changes it.
 */
export function useDocumentTitle(make: (pageTitle: string) => string, deps: readonly unknown[]) {
  const pageTitle = useRef<string | null>(null);
  useEffect(() => {
    pageTitle.current ??= document.title;
    const wanted = make(pageTitle.current);
    const apply = () => {
      if (document.title !== wanted) document.title = wanted;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
    // `make` is a new function on every render; `deps` say when its result changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}
