import { createTheme } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { radius, themeColors } from './tokens';

// Only the two class names ship to the browser (the <html> element and the theme toggle use
// them); the contract they fill in stays in theme.css.ts, which no page imports in JavaScript.

/**
 * Black shadows in both themes: on the dark theme they mostly sink into the page, as they did
 * when they were written in the components; a theme may now tune its own.
 */
const shadow = {
  bottomBar: '0 -4px 16px rgb(0 0 0 / 0.12)',
  floatingButton: '0 4px 14px rgb(0 0 0 / 0.25)',
  popover: '0 8px 24px rgb(0 0 0 / 0.18)',
};

export const lightTheme = createTheme(vars, { color: themeColors.light, radius, shadow });

export const darkTheme = createTheme(vars, { color: themeColors.dark, radius, shadow });
