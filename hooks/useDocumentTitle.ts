import { useEffect, useRef } from 'react';

/** Watched and put back: the App Router rewrites <title> after hydration, undoing a one-off set. */
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
