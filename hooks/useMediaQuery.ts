import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, as React state that follows changes; false while
 * pre-rendering and hydrating (the server knows no screen), then the browser's answer.
 * Pass a query from styles/tokens.ts (mobileQuery, …): the strings the component styles use.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, serverSnapshot);
}

const serverSnapshot = () => false;
