/** Blocked storage throws on read, quota on write: values then live in memory for the page. */
export interface SafeStorage {
  getItem(key: string): string | null;
  /** Stores the value; false when it lives in memory only (it will not survive a reload). */
  setItem(key: string, value: string): boolean;
  removeItem(key: string): void;
  /** Whether values outlive the page (false when the browser blocks storage). */
  persistent(): boolean;
  /** Whether this key's last write was refused, so its value lasts for this page only. */
  inMemoryOnly(key: string): boolean;
}

type StoreSource = () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;

export function createSafeStorage(source: StoreSource): SafeStorage {
  const memory = new Map<string, string>();
  const store = () => {
    try {
      return source() ?? null;
    } catch {
      return null;
    }
  };
  return {
    getItem(key) {
      if (memory.has(key)) return memory.get(key) ?? null;
      try {
        return store()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        const real = store();
        if (real) {
          real.setItem(key, value);
          memory.delete(key);
          return true;
        }
      } catch {
        // Blocked or full: keep it for this page below.
      }
      memory.set(key, value);
      return false;
    },
    removeItem(key) {
      memory.delete(key);
      try {
        store()?.removeItem(key);
      } catch {
        // Nothing stored, nothing to remove.
      }
    },
    persistent() {
      try {
        const real = store();
        if (!real) return false;
        const probe = '__storage_probe__';
        real.setItem(probe, probe);
        real.removeItem(probe);
        return true;
      } catch {
        return false;
      }
    },
    inMemoryOnly: (key) => memory.has(key),
  };
}

const hasWindow = () => typeof window !== 'undefined';
let local: SafeStorage | undefined;
let session: SafeStorage | undefined;

/** localStorage, or memory when the browser refuses it. */
export function localStore(): SafeStorage {
  local ??= createSafeStorage(() => (hasWindow() ? window.localStorage : undefined));
  return local;
}

/** sessionStorage, or memory when the browser refuses it. */
export function sessionStore(): SafeStorage {
  session ??= createSafeStorage(() => (hasWindow() ? window.sessionStorage : undefined));
  return session;
}
