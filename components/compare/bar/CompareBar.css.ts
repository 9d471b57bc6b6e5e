import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { fontSize, space } from '@/styles/tokens';
import { responsiveStyle } from '@/styles/responsive-style';
import { bottomBarOffset } from '@/styles/bottom-bar.css';
import { bareList, wrappingRow } from '@/styles/rules';

/** Sticks to the bottom of the window while its page section is on screen; never covers the footer. */
export const bar = style({
  position: 'sticky',
  // Over a bar fixed to the bottom of the window (the product page's on phones).
  bottom: bottomBarOffset,
  zIndex: 5,
  ...wrappingRow,
  gap: `${space.xs} ${space.md}`,
  marginTop: space.lg,
  // Room at the end for the scroll-to-top button, which sits in the same corner.
  padding: `${space.sm} 4.5rem ${space.sm} ${space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.bottomBar,
  ...responsiveStyle({ print: { display: 'none' } }),
});
export const heading = style({ margin: 0, fontSize: fontSize.md });
export const names = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${space.md}`,
  flex: '1 1 16rem',
  ...bareList,
  fontSize: fontSize.sm,
  color: vars.color.textMuted,
  // On phones the bar stays one short row: the count and the two actions.
  ...responsiveStyle({ mobile: { display: 'none' } }),
});
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  alignItems: 'center',
});
const pill = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${space.md}`,
  borderRadius: vars.radius.pill,
  whiteSpace: 'nowrap',
  font: 'inherit',
  fontWeight: 600,
} as const;
export const compare = style({
  ...pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.accentHover, color: vars.color.onAccent } },
});
export const clear = style({
  ...pill,
  border: `2px solid ${vars.color.accent}`,
  background: 'transparent',
  color: vars.color.accent,
  cursor: 'pointer',
});
