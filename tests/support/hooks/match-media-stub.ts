/**
 * A window.matchMedia stand-in (jsdom has none): each query matches while `matching` holds it,
 * and `set` changes that and tells the query's listeners, as a browser does.
 */
export function stubMatchMedia(initiallyMatching: string[] = []) {
  const matching = new Set(initiallyMatching);
  const listeners = new Map<string, Set<() => void>>();
  const asked: string[] = [];
  const matchMedia = (query: string) => {
    asked.push(query);
    const set = listeners.get(query) ?? new Set<() => void>();
    listeners.set(query, set);
    return {
      get matches() {
        return matching.has(query);
      },
      media: query,
      addEventListener: (_type: 'change', listener: () => void) => set.add(listener),
      removeEventListener: (_type: 'change', listener: () => void) => set.delete(listener),
    } as unknown as MediaQueryList;
  };
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
  return {
    asked,
    listenerCount: (query: string) => listeners.get(query)?.size ?? 0,
    set(query: string, matches: boolean) {
      if (matches) matching.add(query);
      else matching.delete(query);
      for (const listener of listeners.get(query) ?? []) listener();
    },
    restore() {
      Reflect.deleteProperty(window, 'matchMedia');
    },
  };
}
