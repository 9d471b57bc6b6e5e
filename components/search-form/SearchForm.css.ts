import { globalStyle, style } from '@vanilla-extract/css';
import { mobileQuery, radius, space, vars } from '@/styles/theme.css';

export const form = style({
  display: 'flex',
  flex: '1 1 18rem',
  maxWidth: '28rem',
  alignItems: 'stretch',
  position: 'relative',
  '@media': { [mobileQuery]: { order: 10, flexBasis: '100%', maxWidth: 'none' } },
});

globalStyle(`${form} input`, {
  flex: 1,
  minWidth: 0,
  minHeight: 44,
  padding: `${space.sm} ${space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderInlineEnd: 'none',
  borderRadius: `${radius.pill} 0 0 ${radius.pill}`,
  background: vars.color.page,
  color: vars.color.text,
});

globalStyle(`${form} input::placeholder`, { color: vars.color.textMuted, opacity: 1 });

export const submit = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: 44,
  paddingInline: space.md,
  border: `1px solid ${vars.color.accent}`,
  borderRadius: `0 ${radius.pill} ${radius.pill} 0`,
  background: vars.color.accent,
  color: vars.color.onAccent,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.accentHover } },
});
