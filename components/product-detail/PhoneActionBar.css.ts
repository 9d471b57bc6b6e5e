import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { fontSize, mobileQuery, space } from '@/styles/tokens';
import { responsiveStyle } from '@/styles/responsive-style';
import { bottomBarSpace } from '@/styles/bottom-bar.css';

/** 44 px touch targets with 6 px above and below. */
const target = 44;
const padding = 6;
/** The bar's height over the safe area (a phone's home indicator). */
export const phoneBarHeight = target + 2 * padding + 1;
const safeArea = 'env(safe-area-inset-bottom, 0px)';

/** Phones only: fixed to the bottom of the window, three equal actions. */
export const bar = style({
  display: 'none',
  ...responsiveStyle({
    mobile: {
      position: 'fixed',
      insetInline: 0,
      bottom: 0,
      zIndex: 20,
      display: 'grid',
      gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
      alignItems: 'center',
      gap: space.xs,
      height: `calc(${phoneBarHeight}px + ${safeArea})`,
      padding: `${padding}px ${space.sm} calc(${padding}px + ${safeArea})`,
      borderTop: `1px solid ${vars.color.border}`,
      background: vars.color.surfaceRaised,
      boxShadow: vars.shadow.bottomBar,
    },
    print: { display: 'none' },
  }),
});

/** A text field has focus: the on-screen keyboard is up, so the bar steps aside. */
const typing =
  ':has(input:not([type="checkbox"], [type="radio"], [type="button"], [type="submit"], [type="reset"], [type="range"], [type="color"], [type="file"]):focus, textarea:focus, select:focus, [contenteditable]:focus)';

// The page makes room for the bar: its end is never under it, nor is a focused control.
globalStyle(`html:has(${bar})`, {
  '@media': {
    [mobileQuery]: {
      vars: { [bottomBarSpace]: `calc(${phoneBarHeight}px + ${safeArea})` },
      scrollPaddingBottom: bottomBarSpace,
    },
  },
});
globalStyle(`html:has(${bar})${typing}`, {
  '@media': { [mobileQuery]: { vars: { [bottomBarSpace]: '0px' } } },
});
globalStyle(`html:has(${bar}) body`, {
  '@media': { [mobileQuery]: { paddingBottom: bottomBarSpace } },
});
globalStyle(`html${typing} ${bar}`, { display: 'none' });

const actionBox = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.xs,
  width: '100%',
  height: target,
  paddingInline: space.xs,
  borderRadius: vars.radius.pill,
  font: 'inherit',
  fontSize: fontSize.sm,
  fontWeight: 600,
  lineHeight: 1.15,
  textAlign: 'center',
} as const;

/** Call and WhatsApp: outlined. */
export const action = style({
  ...actionBox,
  border: `1px solid ${vars.color.accent}`,
  color: vars.color.accent,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.accentSoft } },
});

/** The quote list button (the list toggle's own island) and its no-JavaScript stand-in. */
export const quote = style({ minWidth: 0 });
globalStyle(`${quote} > div`, { display: 'block' });
// The page's own toggle above says "in your list" and "the list is full"; the bar stays one row.
globalStyle(`${quote} [role="status"]`, { display: 'none' });
// Except that the list could not be kept: said right above the bar, where the tap was.
globalStyle(`${quote} [role="status"][data-not-kept]`, {
  display: 'block',
  position: 'absolute',
  insetInline: 0,
  bottom: '100%',
  padding: `${space.xs} ${space.sm}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  fontSize: fontSize.sm,
});
globalStyle(`${quote} button`, {
  ...actionBox,
  border: `1px solid ${vars.color.accent}`,
  background: vars.color.accent,
  color: vars.color.onAccent,
  cursor: 'pointer',
});
globalStyle(`${quote} button:hover`, {
  borderColor: vars.color.accentHover,
  background: vars.color.accentHover,
  color: vars.color.onAccent,
});
globalStyle(`${quote} button[data-listed], ${quote} button[data-listed]:hover`, {
  background: vars.color.surface,
  color: vars.color.accent,
});

/** Without JavaScript there is no list: the link asks for this product's price instead. */
export const askPrice = style([
  action,
  {
    background: vars.color.accent,
    color: vars.color.onAccent,
    selectors: {
      'html.js &': { display: 'none' },
      '&:hover': { background: vars.color.accentHover, color: vars.color.onAccent },
    },
  },
]);
