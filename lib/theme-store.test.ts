import {
  applyTheme,
  nextTheme,
  readStoredTheme,
  storeTheme,
  themeBootScript,
  themeStorageKey,
} from '@/lib/theme-store';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

const classes = { light: 'theme-light', dark: 'theme-dark' };

describe('theme store', () => {
  it('defaults to light and ignores unknown stored values', () => {
    expect(readStoredTheme(memoryStorage())).toBe('light');
    expect(readStoredTheme(memoryStorage({ [themeStorageKey]: 'purple' }))).toBe('light');
    expect(readStoredTheme(undefined)).toBe('light');
  });

  it('stores the choice under gps-theme and reads it back', () => {
    const storage = memoryStorage();
    storeTheme(storage, 'dark');
    expect(storage.data.get('gps-theme')).toBe('dark');
    expect(readStoredTheme(storage)).toBe('dark');
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readStoredTheme(broken)).toBe('light');
    expect(() => storeTheme(broken, 'dark')).not.toThrow();
  });

  it('toggles between the two themes', () => {
    expect(nextTheme('light')).toBe('dark');
    expect(nextTheme('dark')).toBe('light');
  });

  it('applies exactly one theme class to the root element', () => {
    const root = document.createElement('html');
    root.classList.add(classes.light);
    applyTheme(root, 'dark', classes);
    expect(root.classList.contains('theme-dark')).toBe(true);
    expect(root.classList.contains('theme-light')).toBe(false);
    expect(root.dataset.theme).toBe('dark');
  });

  it('boot script applies a stored dark theme before paint and marks JavaScript', () => {
    const root = document.createElement('html');
    root.classList.add(classes.light);
    const doc = { documentElement: root };
    new Function('document', 'localStorage', themeBootScript(classes))(
      doc,
      memoryStorage({ 'gps-theme': 'dark' }),
    );
    expect(root.className).toBe('js theme-dark');
    expect(root.dataset.theme).toBe('dark');
  });
});
