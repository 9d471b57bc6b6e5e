import { createTheme, createThemeContract } from '@vanilla-extract/css';

/** The one contract every component styles against; light and dark fill it in. */
export const vars = createThemeContract({
  color: {
    page: null,
    surface: null,
    surfaceRaised: null,
    text: null,
    textMuted: null,
    border: null,
    accent: null,
    accentHover: null,
    onAccent: null,
    accentSoft: null,
    focus: null,
    danger: null,
    success: null,
    headerBand: null,
    onHeaderBand: null,
  },
});

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
});

/** Spacing, type scale and radii do not change with the theme. */
export const space = {
  xs: '0.25rem',
  sm: '0.5rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2.5rem',
  xxl: '4rem',
} as const;

export const fontSize = {
  sm: '0.875rem',
  md: '1rem',
  lg: '1.25rem',
  xl: '1.75rem',
  xxl: 'clamp(1.875rem, 1.2rem + 2.5vw, 2.75rem)',
} as const;

export const radius = { sm: '0.375rem', md: '0.75rem', pill: '999px' } as const;

export const contentWidth = '75rem';

/** Matches the spec's mobile breakpoint (width at most 767 px). */
export const mobileQuery = 'screen and (max-width: 767px)';
export const desktopQuery = 'screen and (min-width: 768px)';
