import localFont from 'next/font/local';

/** Self-hosted faces: no font is fetched from the internet at build or run time. */
export const latinFont = localFont({
  src: '../node_modules/@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2',
  variable: '--font-latin',
  weight: '100 900',
  display: 'swap',
  preload: true,
});

export const georgianFont = localFont({
  src: '../node_modules/@fontsource-variable/noto-sans-georgian/files/noto-sans-georgian-georgian-wght-normal.woff2',
  variable: '--font-georgian',
  weight: '100 900',
  display: 'swap',
  preload: true,
});
