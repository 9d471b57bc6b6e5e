import { createTheme } from '@vanilla-extract/css';
import { vars } from './theme.css';

// Only the two class names ship to the browser (the <html> element and the theme toggle use
// them); the contract they fill in stays in theme.css.ts, which no page imports in JavaScript.

/** Corners are the same in both themes. */
const radius = { sm: '0.375rem', md: '0.75rem', pill: '999px' };

/**
 * Black shadows in both themes: on the dark theme they mostly sink into the page, as they did
 * when they were written in the components; a theme may now tune its own.
 */
const shadow = {
  bottomBar: '0 -4px 16px rgb(0 0 0 / 0.12)',
  floatingButton: '0 4px 14px rgb(0 0 0 / 0.25)',
  popover: '0 8px 24px rgb(0 0 0 / 0.18)',
};

export const lightTheme = createTheme(vars, {
  color: {
    page: '#f8fafc',
    surface: '#ffffff',
    surfaceRaised: '#f1f5f9',
    text: '#0f172a',
    textMuted: '#475569',
    border: '#cbd5e1',
    accent: '#1d4ed8',
    accentHover: '#1e40af',
    onAccent: '#ffffff',
    accentSoft: '#dbeafe',
    focus: '#b45309',
    danger: '#b91c1c',
    success: '#15803d',
    headerBand: '#0f172a',
    onHeaderBand: '#f8fafc',
  },
  radius,
  shadow,
});

export const darkTheme = createTheme(vars, {
  color: {
    page: '#0b1120',
    surface: '#111827',
    surfaceRaised: '#1e293b',
    text: '#f1f5f9',
    textMuted: '#cbd5e1',
    border: '#475569',
    accent: '#93c5fd',
    accentHover: '#bfdbfe',
    onAccent: '#0b1120',
    accentSoft: '#1e3a8a',
    focus: '#fbbf24',
    danger: '#fca5a5',
    success: '#86efac',
    headerBand: '#020617',
    onHeaderBand: '#f1f5f9',
  },
  radius,
  shadow,
});
