import localFont from 'next/font/local';

/**
 * Self-hosted faces, cut at build time by scripts/fonts/subset-fonts.mjs (into styles/fonts/,
 * git-ignored) from fontsource's files to the characters and the 400–800 weights the site sets.
 * The unicode-ranges and weights below repeat scripts/fonts/font-subsets.mjs (next/font takes
 * literals only; a unit test keeps them equal). Latin and Georgian are preloaded: the header of
 * every page sets Latin (phone, e-mail) and Georgian (ka text, the "ქართული" language switch on
 * en). scripts/check-budgets.mjs verifies both rules on the export.
 */
export const latinFont = localFont({
  src: './fonts/noto-sans-latin.woff2',
  variable: '--font-latin',
  weight: '400 800',
  display: 'swap',
  preload: true,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0020-007E,U+00A0-00FF,U+0131,U+0152-0153,U+02C6,U+02DA,U+02DC,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215',
    },
  ],
});

export const georgianFont = localFont({
  src: './fonts/noto-sans-georgian.woff2',
  variable: '--font-georgian',
  weight: '400 800',
  display: 'swap',
  preload: true,
  declarations: [{ prop: 'unicode-range', value: 'U+10D0-10FF' }],
});

/**
 * The lari sign (₾) alone (1 kB): not preloaded, so only a page that shows a price in lari
 * fetches it; without it many desktops draw a blank box.
 */
export const lariFont = localFont({
  src: './fonts/lari-sign.woff2',
  variable: '--font-lari',
  adjustFontFallback: false,
  weight: '400 800',
  display: 'swap',
  preload: false,
  declarations: [{ prop: 'unicode-range', value: 'U+20BE' }],
});
