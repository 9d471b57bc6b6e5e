import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { textField } from '@/styles/controls.css';
import { fontSize, space } from '@/styles/tokens';
import { responsiveStyle } from '@/styles/responsive-style';
import { bareList } from '@/styles/rules';

// The status repeats the visitor's query, which may be one long unbroken string.
export const status = style({
  fontWeight: 600,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
/** The line saying the results are the closest matches, or that a brand is not sold. */
export const notice = style({
  margin: 0,
});
export const list = style({
  ...bareList,
  display: 'grid',
  gap: space.md,
});
export const item = style({
  display: 'grid',
  gridTemplateColumns: '6rem minmax(0, 1fr)',
  gap: space.md,
  alignItems: 'start',
  paddingBottom: space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  ...responsiveStyle({ mobile: { gridTemplateColumns: '4rem minmax(0, 1fr)', gap: space.sm } }),
});
/** The product's or category's picture; other pages have none and use the full width. */
export const thumbnail = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
});
export const body = style({ minWidth: 0 });
export const wideBody = style({ minWidth: 0, gridColumn: '1 / -1' });
export const title = style({ fontSize: fontSize.lg, fontWeight: 600 });
export const text = style({ margin: `${space.xs} 0 0`, color: vars.color.textMuted });
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
export const askUs = style({ display: 'grid', gap: space.xs, marginTop: space.md });
export const channels = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.md,
  ...bareList,
});
export const more = style({
  marginTop: space.lg,
  padding: `${space.sm} ${space.lg}`,
  border: `2px solid ${vars.color.accent}`,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.accent,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
});

export const form = style({
  display: 'flex',
  gap: space.sm,
  maxWidth: '36rem',
  marginBottom: space.lg,
});
export const input = style([
  textField,
  {
    flex: 1,
    minWidth: 0,
    padding: `${space.sm} ${space.md}`,
    borderRadius: vars.radius.pill,
    background: vars.color.page,
  },
]);
export const submit = style({
  minHeight: 44,
  paddingInline: space.lg,
  border: `1px solid ${vars.color.accent}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.accentHover } },
});
