// The site's font faces, cut at build time (scripts/fonts/subset-fonts.mjs) to the characters
// and weights the site sets. fontsource's files carry the whole 100–900 weight axis and, for
// Georgian, three alphabets (Asomtavruli, Nuskhuri, Mtavruli) the site never writes: 77 kB were
// preloaded on every page, and on a slow phone they competed with the first paint. The cut
// faces are 34 kB. This list is the one place the faces are described: next/font accepts
// literals only, so scripts/fonts/font-module.mjs writes styles/fonts.ts from it (at every build
// and dev start); scripts/fonts/font-subsets.test.mjs checks that every character in
// messages/ and content/ is covered.

/** The weights the styles use: 400 body, 600 and 700 headings and labels, 800 the logo. */
export const weightRange = { min: 400, max: 800 };

export const fontSubsets = [
  {
    name: 'latin',
    file: 'noto-sans-latin.woff2',
    exportName: 'latinFont',
    variable: '--font-latin',
    // Preloaded: the header of every page sets Latin (phone, e-mail).
    preload: true,
    source: '@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2',
    // Basic Latin, Latin-1, general punctuation (dashes, quotes, "…", "›"), €, ™, arrows, minus.
    unicodeRange:
      'U+0020-007E,U+00A0-00FF,U+0131,U+0152-0153,U+02C6,U+02DA,U+02DC,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215',
  },
  {
    name: 'georgian',
    file: 'noto-sans-georgian.woff2',
    exportName: 'georgianFont',
    variable: '--font-georgian',
    // Preloaded: ka text, and the "ქართული" language switch on en.
    preload: true,
    source:
      '@fontsource-variable/noto-sans-georgian/files/noto-sans-georgian-georgian-wght-normal.woff2',
    // Mkhedruli, the alphabet Georgian is written in (no Mtavruli: nothing is set in capitals).
    unicodeRange: 'U+10D0-10FF',
  },
  {
    name: 'lari',
    file: 'lari-sign.woff2',
    exportName: 'lariFont',
    variable: '--font-lari',
    // Not preloaded (1 kB): only a page that shows a price in lari fetches it. No fallback
    // metrics: the face holds one glyph, there is nothing to adjust.
    preload: false,
    adjustFontFallback: false,
    source:
      '@fontsource-variable/noto-sans-georgian/files/noto-sans-georgian-latin-ext-wght-normal.woff2',
    // The lari sign alone: many desktops have no glyph for it.
    unicodeRange: 'U+20BE',
  },
];

/** Every character a unicode-range names, as one string (what the subsetter keeps). */
export function rangeText(unicodeRange) {
  let text = '';
  for (const [start, end] of parseUnicodeRange(unicodeRange))
    for (let code = start; code <= end; code++) text += String.fromCodePoint(code);
  return text;
}

/** CSS unicode-range ("U+0000-00FF,u+10a?") as [low, high] code point pairs. */
export function parseUnicodeRange(range) {
  return range
    .split(',')
    .map((part) => part.trim().replace(/^u\+/i, ''))
    .filter(Boolean)
    .map((part) => {
      if (part.includes('?')) return [part.replace(/\?/g, '0'), part.replace(/\?/g, 'f')];
      const [lo, hi = lo] = part.split('-');
      return [lo, hi];
    })
    .map(([lo, hi]) => [parseInt(lo, 16), parseInt(hi, 16)]);
}

/** Whether any character of `text` falls in a parsed unicode-range. */
export const coversAny = (ranges, text) =>
  [...text].some((ch) =>
    ranges.some(([lo, hi]) => ch.codePointAt(0) >= lo && ch.codePointAt(0) <= hi),
  );
