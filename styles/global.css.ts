import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { fontSize, fontStack } from './tokens';
import { responsiveStyle } from './responsive-style';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  colorScheme: 'light',
  scrollBehavior: 'smooth',
  WebkitTextSizeAdjust: '100%',
});
globalStyle('html[data-theme="dark"]', { colorScheme: 'dark' });

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.page,
  color: vars.color.text,
  fontFamily: fontStack,
  fontSize: fontSize.md,
  lineHeight: 1.6,
  // A word longer than its box (Georgian runs long: "დაწესებულებებისთვის") breaks inside the box
  // instead of running through its padding; `anywhere` also lets grid and flex items shrink below
  // such a word, where `break-word` would widen them.
  overflowWrap: 'anywhere',
});

/** Georgian text also hyphenates where the browser has Georgian patterns (it falls back to the
 * break above where it has none). Inherited, so a `lang="en"` part hyphenates as English. */
globalStyle(':lang(ka)', { hyphens: 'auto', WebkitHyphens: 'auto' });

globalStyle('a', { color: vars.color.accent, textUnderlineOffset: '0.2em' });
globalStyle('a:hover', { color: vars.color.accentHover });
globalStyle('img, svg', { maxWidth: '100%', height: 'auto' });
globalStyle('h1, h2, h3', { lineHeight: 1.25 });
// The searched words in search results and suggestions (HighlightedText is the only <mark>).
globalStyle('mark', { background: vars.color.accentSoft, color: 'inherit' });

/** One visible focus ring for everything interactive (WCAG 2.4.7 / 2.4.11). */
globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

/** Motion stops for visitors who ask for less of it. */
globalStyle(
  'html',
  responsiveStyle({
    reducedMotion: { scrollBehavior: 'auto' },
  }),
);
globalStyle(
  '*, *::before, *::after',
  responsiveStyle({
    reducedMotion: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  }),
);
