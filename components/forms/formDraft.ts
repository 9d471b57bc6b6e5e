import type { SafeStorage } from '@/lib/safe-storage';

/**
 * What the visitor typed survives a reload of the same page (same query), like the contact
 * form's draft. Only the keys of the empty form, and only strings, come back; `keep` puts
 * choices that are no longer offered back to their defaults.
 */
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

/**
 * What the visitor typed or chose before the island hydrated, by field name: the fields of
 * `form` whose value differs from `rendered`, the values the page was pre-rendered with. The
 * page is usable before its scripts arrive (they load after the first paint), and without this
 * the island's first state would put the pre-rendered values back over the visitor's.
 */
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
