// Plain values, not a .css.ts export: what a .css.ts file exports ships to the browser with
// every page that uses one of its class names, and these are only needed at build time.

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
