// Plain values, not a .css.ts export: what a .css.ts file exports ships to the browser with
// every page that uses one of its class names, and these are only needed at build time.
// The hooks in hooks/ read the media queries below in the browser too, so this module imports
// nothing. The theme contract (theme.css.ts) names the colours, corner radii and shadows;
// themes.css.ts fills it with the colours below, and the editor's preview stylesheet
// (editor-preview/stylesheet.ts) reads the same values.

/** Spacing and the type scale do not change with the theme. */
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

export const contentWidth = '75rem';

/** The faces of styles/fonts.ts by their CSS variables, then the system's for what they lack. */
export const fontStack =
  'var(--font-latin), var(--font-georgian), var(--font-lari), system-ui, sans-serif';

/** Corners, the same in both themes. */
export const radius = { sm: '0.375rem', md: '0.75rem', pill: '999px' } as const;

/** The two themes' colours (the `color` part of the contract in theme.css.ts). */
export const themeColors = {
  light: {
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
  dark: {
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
} as const;

/**
 * Widths the layout changes at, in CSS pixels: each is the first width of its query below (or
 * the first width past a max-width one).
 */
export const breakpoints = {
  /** Under 360 px the header row squeezes further. */
  narrowPhone: 360,
  /** Under 420 px the header row also holds the quote badge: the menu button shows its icon. */
  smallPhone: 420,
  /** Phones are at most 767 px wide; tablets and desktops are wider. */
  desktop: 768,
  /** The home hero gets its side panels from here. */
  wide: 1024,
} as const;

/**
 * Every media query the site uses. The component styles take them by name from `media` (through
 * responsiveStyle); the hooks import the one they need on its own, so a browser bundle carries
 * that string only, not the whole map.
 */
export const mobileQuery = `screen and (max-width: ${breakpoints.desktop - 1}px)`;
export const desktopQuery = `screen and (min-width: ${breakpoints.desktop}px)`;
export const wideQuery = `screen and (min-width: ${breakpoints.wide}px)`;
export const smallPhoneQuery = `screen and (max-width: ${breakpoints.smallPhone - 1}px)`;
export const narrowPhoneQuery = `screen and (max-width: ${breakpoints.narrowPhone - 1}px)`;
export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/** The queries by name, in the order responsiveStyle writes them. */
export const media = {
  /** Width at most 767 px. */
  mobile: mobileQuery,
  /** Width 768 px and more. */
  desktop: desktopQuery,
  /** Width 1024 px and more. */
  wide: wideQuery,
  /** Width at most 419 px. */
  smallPhone: smallPhoneQuery,
  /** Width at most 359 px. */
  narrowPhone: narrowPhoneQuery,
  reducedMotion: reducedMotionQuery,
  print: 'print',
} as const;

export type MediaName = keyof typeof media;
