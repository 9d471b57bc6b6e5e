'use client';

import { useSyncExternalStore } from 'react';
import {
  applyTheme,
  nextTheme,
  parseTheme,
  storeTheme,
  type Theme,
  type ThemeClasses,
} from '@/lib/theme-store';
import { localStore } from '@/lib/safe-storage';
import * as styles from './ThemeToggle.css';

interface Props {
  classes: ThemeClasses;
  toDarkLabel: string;
  toLightLabel: string;
}

// The theme lives on <html data-theme> (set before paint by the boot script); React reads it.
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const currentTheme = (): Theme => parseTheme(document.documentElement.dataset.theme);
const serverTheme = (): Theme => 'light';

export function ThemeToggleButton({ classes, toDarkLabel, toLightLabel }: Props) {
  const theme = useSyncExternalStore(subscribe, currentTheme, serverTheme);
  const dark = theme === 'dark';

  return (
    <button
      type="button"
      className={styles.button}
      aria-label={dark ? toLightLabel : toDarkLabel}
      title={dark ? toLightLabel : toDarkLabel}
      onClick={() => {
        const next = nextTheme(theme);
        applyTheme(document.documentElement, next, classes);
        storeTheme(localStore(), next);
        listeners.forEach((listener) => listener());
      }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        {dark ? (
          <path
            fill="currentColor"
            d="M12 7a5 5 0 1 1 0 10 5 5 0 0 1 0-10zm0-5 1 3h-2zm0 20-1-3h2zM2 12l3-1v2zm20 0-3 1v-2zM4.9 4.9l2.8 1.4-1.4 1.4zm14.2 14.2-2.8-1.4 1.4-1.4zM4.9 19.1l1.4-2.8 1.4 1.4zM19.1 4.9l-1.4 2.8-1.4-1.4z"
          />
        ) : (
          <path fill="currentColor" d="M21 14.5A9 9 0 0 1 9.5 3a9 9 0 1 0 11.5 11.5z" />
        )}
      </svg>
    </button>
  );
}
