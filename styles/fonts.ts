import localFont from 'next/font/local';

/**
 * Self-hosted faces: no font is fetched from the internet at build or run time. Each file is
 * fontsource's subset for one script; its unicode-range (copied from fontsource's CSS) lets the
 * browser skip a face the page has no characters for. Both are preloaded: the header of every
 * page sets Latin (phone, e-mail) and Georgian (ka text, the "ქართული" language switch on en).
 * scripts/check-budgets.mjs verifies both rules on the export.
 */
export const latinFont = localFont({
  src: '../node_modules/@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2',
  variable: '--font-latin',
  weight: '100 900',
  display: 'swap',
  preload: true,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
});

export const georgianFont = localFont({
  src: '../node_modules/@fontsource-variable/noto-sans-georgian/files/noto-sans-georgian-georgian-wght-normal.woff2',
  variable: '--font-georgian',
  weight: '100 900',
  display: 'swap',
  preload: true,
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+0589,U+10A0-10FF,U+1C90-1CBA,U+1CBD-1CBF,U+205A,U+2D00-2D2F,U+2E31',
    },
  ],
});

/**
 * The lari sign (₾) alone, from Noto Sans Georgian's latin-ext subset (14 kB): not preloaded, so
 * only a page that shows a price in lari fetches it; without it many desktops draw a blank box.
 */
export const lariFont = localFont({
  src: '../node_modules/@fontsource-variable/noto-sans-georgian/files/noto-sans-georgian-latin-ext-wght-normal.woff2',
  variable: '--font-lari',
  adjustFontFallback: false,
  weight: '100 900',
  display: 'swap',
  preload: false,
  declarations: [{ prop: 'unicode-range', value: 'U+20BE' }],
});
