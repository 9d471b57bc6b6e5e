export type Theme = 'light' | 'dark';

export const themeStorageKey = 'gps-theme';
export const defaultTheme: Theme = 'light';

export function parseTheme(value: unknown): Theme {
  return value === 'dark' || value === 'light' ? value : defaultTheme;
}

export function nextTheme(theme: Theme): Theme {
  return theme === 'dark' ? 'light' : 'dark';
}

type ThemeStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function readStoredTheme(storage: ThemeStorage | undefined): Theme {
  try {
    return parseTheme(storage?.getItem(themeStorageKey));
  } catch {
    return defaultTheme; // storage can throw in private modes; the default is always safe
  }
}

export function storeTheme(storage: ThemeStorage | undefined, theme: Theme): void {
  try {
    storage?.setItem(themeStorageKey, theme);
  } catch {
    // Not persisting is acceptable; the page still switches.
  }
}

/** Class names of the vanilla-extract themes, applied on <html>. */
export interface ThemeClasses {
  light: string;
  dark: string;
}

export function applyTheme(root: HTMLElement, theme: Theme, classes: ThemeClasses): void {
  root.classList.remove(classes.light, classes.dark);
  root.classList.add(classes[theme]);
  root.dataset.theme = theme;
}

/** Before first paint (no flash); also marks that JavaScript runs, for the no-JS styles. */
export function themeBootScript(classes: ThemeClasses): string {
  return `(function(){var d=document.documentElement;d.classList.add('js');try{var t=localStorage.getItem(${JSON.stringify(themeStorageKey)});if(t==='dark'){d.classList.remove(${JSON.stringify(classes.light)});d.classList.add(${JSON.stringify(classes.dark)});d.dataset.theme='dark'}}catch(e){}})()`;
}
