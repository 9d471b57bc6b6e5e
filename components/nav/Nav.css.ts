import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { space } from '@/styles/tokens';
import { responsiveStyle } from '@/styles/responsive-style';
import { bareList } from '@/styles/rules';

export const nav = style({ width: '100%' });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  ...bareList,
  ...responsiveStyle({ desktop: { flexDirection: 'row', flexWrap: 'wrap', gap: space.sm } }),
});

export const link = style({
  display: 'block',
  padding: `${space.sm} ${space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised, color: vars.color.text },
    '&[aria-current="page"]': {
      background: vars.color.accentSoft,
      color: vars.color.text,
      boxShadow: `inset 0 -3px 0 ${vars.color.accent}`,
    },
  },
});
