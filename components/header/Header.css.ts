import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { fontSize, mobileQuery, radius, space } from '@/styles/tokens';

export const header = style({
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  position: 'relative',
  zIndex: 20,
});

export const band = style({
  background: vars.color.headerBand,
  color: vars.color.onHeaderBand,
  fontSize: fontSize.sm,
});

export const bandInner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
  paddingBlock: space.xs,
});

export const hours = style({ display: 'flex', alignItems: 'center', gap: space.xs, margin: 0 });

export const hoursLabel = style({
  '@media': {
    [mobileQuery]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
    },
  },
});

export const contacts = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const contactLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: 32,
  minWidth: 32,
  justifyContent: 'center',
  paddingInline: space.xs,
  borderRadius: radius.sm,
  color: vars.color.onHeaderBand,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.onHeaderBand, textDecoration: 'underline' } },
});

export const contactText = style({
  '@media': { [mobileQuery]: { display: 'none' } },
});

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.md,
  paddingBlock: space.sm,
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  color: vars.color.text,
  textDecoration: 'none',
  marginInlineEnd: 'auto',
  selectors: { '&:hover': { color: vars.color.text } },
});

export const logoMark = style({
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  borderRadius: radius.md,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: 800,
  letterSpacing: '0.02em',
});

export const logoText = style({ display: 'flex', flexDirection: 'column', lineHeight: 1.2 });
export const logoName = style({ fontWeight: 700, fontSize: fontSize.lg });
export const logoTagline = style({
  fontSize: fontSize.sm,
  color: vars.color.textMuted,
  '@media': { [mobileQuery]: { display: 'none' } },
});

export const tools = style({ display: 'flex', alignItems: 'center', gap: space.sm });
