import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { space } from '@/styles/tokens';
import { visuallyHidden } from '@/styles/utilities.css';
import { responsiveStyle } from '@/styles/responsive-style';
import { bareList } from '@/styles/rules';

export const list = style({
  display: 'flex',
  ...bareList,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  overflow: 'hidden',
});

export const link = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: 44,
  minHeight: 42,
  paddingInline: space.sm,
  color: vars.color.text,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised, color: vars.color.text },
    '&[aria-current="true"]': { background: vars.color.accent, color: vars.color.onAccent },
  },
  // A phone's header row shows only the way to the other language.
  ...responsiveStyle({ mobile: { selectors: { '&[aria-current="true"]': { display: 'none' } } } }),
});

export const fullName = visuallyHidden;
