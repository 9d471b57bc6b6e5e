import { createThemeContract } from '@vanilla-extract/css';

// The contract alone: component styles import it at build time, and no page needs its variable
// names in JavaScript. The light and dark values, whose class names the page's <html> does
// need, are in themes.css.ts.

/** The one contract every component styles against; light and dark (themes.css.ts) fill it in. */
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
  radius: { sm: null, md: null, pill: null },
  shadow: {
    /** A bar fixed to the bottom of the window, lifted off the page above it. */
    bottomBar: null,
    /** A round button floating over the page's corner. */
    floatingButton: null,
    /** A list that drops over the content below a field. */
    popover: null,
  },
});
