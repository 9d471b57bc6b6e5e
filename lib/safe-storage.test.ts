import { createSafeStorage } from '@/lib/safe-storage';

/** A store whose every access throws, as Chromium's does with site data blocked. */
const blocked = () => {
  throw new DOMException(
    "Failed to read the 'localStorage' property from 'Window'",
    'SecurityError',
  );
};

function workingStore() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('createSafeStorage', () => {
  it('uses the real store when the browser allows it', () => {
    const real = workingStore();
    const storage = createSafeStorage(() => real);
    expect(storage.setItem('theme', 'dark')).toBe(true);
    expect(real.values.get('theme')).toBe('dark');
    expect(storage.getItem('theme')).toBe('dark');
    expect(storage.persistent()).toBe(true);
    expect(storage.inMemoryOnly('theme')).toBe(false);
    storage.removeItem('theme');
    expect(storage.getItem('theme')).toBeNull();
  });

  it('never throws when reading the store itself throws, and keeps values for the page', () => {
    const storage = createSafeStorage(blocked);
    expect(storage.getItem('theme')).toBeNull();
    expect(storage.setItem('theme', 'dark')).toBe(false);
    expect(storage.getItem('theme')).toBe('dark');
    expect(storage.persistent()).toBe(false);
    expect(storage.inMemoryOnly('theme')).toBe(true);
    storage.removeItem('theme');
    expect(storage.getItem('theme')).toBeNull();
  });

  it('keeps a value in memory when the store is full, and reads it back', () => {
    const full = {
      ...workingStore(),
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
    };
    const storage = createSafeStorage(() => full);
    expect(storage.setItem('draft', 'hello')).toBe(false);
    expect(storage.getItem('draft')).toBe('hello');
    expect(storage.persistent()).toBe(false);
  });

  it('has nothing stored and persists nothing where there is no window (server render)', () => {
    const storage = createSafeStorage(() => undefined);
    expect(storage.getItem('x')).toBeNull();
    expect(storage.setItem('x', '1')).toBe(false);
    expect(storage.getItem('x')).toBe('1');
  });
});
