import { style } from '@vanilla-extract/css';
import { fontSize, space, vars } from '@/styles/theme.css';

// The status repeats the visitor's query, which may be one long unbroken string.
export const status = style({
  fontWeight: 600,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.md,
});
export const item = style({
  paddingBottom: space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const title = style({ fontSize: fontSize.lg, fontWeight: 600 });
export const text = style({ margin: `${space.xs} 0 0`, color: vars.color.textMuted });
export const mark = style({
  background: vars.color.accentSoft,
  color: 'inherit',
});
export const kind = style({
  display: 'block',
  fontSize: fontSize.sm,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
export const noResults = style({ display: 'grid', gap: space.sm });
export const suggestion = style({ marginInlineEnd: space.sm, fontWeight: 600 });
export const browse = style({ margin: 0, paddingInlineStart: space.lg });
export const more = style({
  marginTop: space.lg,
  padding: `${space.sm} ${space.lg}`,
  border: `2px solid ${vars.color.accent}`,
  borderRadius: '999px',
  background: 'transparent',
  color: vars.color.accent,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
});
