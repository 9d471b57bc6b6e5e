import type { SafeStorage } from '@/lib/safe-storage';

/** Only the empty form's keys, and only strings, come back; `keep` resets withdrawn choices. */
type Store = Pick<SafeStorage, 'getItem' | 'setItem' | 'removeItem'>;

export function saveFormDraft<T extends object>(
  storage: Store,
  key: string,
  search: string,
  values: T,
): void {
  storage.setItem(key, JSON.stringify({ search, values }));
}

export function loadFormDraft<T extends Record<keyof T, string>>(
  storage: Store,
  key: string,
  search: string,
  empty: T,
  keep: (values: T) => T = (values) => values,
): T | null {
  try {
    const stored = JSON.parse(storage.getItem(key) ?? 'null') as {
      search?: unknown;
      values?: unknown;
    } | null;
    if (!stored || stored.search !== search) return null;
    if (!stored.values || typeof stored.values !== 'object') return null;
    const saved = stored.values as Record<string, unknown>;
    const values = Object.fromEntries(
      Object.entries(empty).map(([field, fallback]) => {
        const value = saved[field];
        return [field, typeof value === 'string' ? value : fallback];
      }),
    ) as T;
    return keep(values);
  } catch {
    return null;
  }
}

export function clearFormDraft(storage: Store, key: string): void {
  storage.removeItem(key);
}

/** Scripts load after first paint: without this the first state would overwrite typed values. */
export function typedBeforeHydration<T extends Record<keyof T, string>>(
  form: HTMLFormElement | null,
  rendered: T,
): Partial<T> {
  if (!form) return {};
  const data = new FormData(form);
  const typed: Partial<Record<keyof T, string>> = {};
  for (const field of Object.keys(rendered) as (keyof T & string)[]) {
    const value = data.get(field);
    if (typeof value === 'string' && value !== rendered[field]) typed[field] = value;
  }
  return typed as Partial<T>;
}
