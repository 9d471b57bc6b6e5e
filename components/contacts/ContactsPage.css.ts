import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { fontSize, space } from '@/styles/tokens';
import { responsiveStyle } from '@/styles/responsive-style';

export const details = style({
  display: 'grid',
  gap: space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  margin: 0,
});
globalStyle(`${details} dt`, { fontWeight: 700, color: vars.color.textMuted });
globalStyle(`${details} dd`, { margin: 0, overflowWrap: 'anywhere' });

const plainList = { listStyle: 'none', margin: 0, padding: 0 } as const;
export const chats = style({
  ...plainList,
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
});

export const layout = style({
  display: 'grid',
  gap: space.xl,
  alignItems: 'start',
  marginBottom: space.xl,
  ...responsiveStyle({ desktop: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.4fr)' } }),
});

export const section = style({ marginBottom: space.xl });
export const heading = style({ fontSize: fontSize.xl, margin: `0 0 ${space.md}` });

export const findUs = style({
  display: 'grid',
  gap: space.lg,
  alignItems: 'start',
  ...responsiveStyle({ desktop: { gridTemplateColumns: 'minmax(0, 30rem) minmax(0, 1fr)' } }),
});
export const figure = style({ margin: 0, display: 'grid', gap: space.sm });
export const caption = style({ fontSize: fontSize.sm, color: vars.color.textMuted });
export const directions = style({ display: 'grid', gap: space.lg });
export const mapLinks = style({ ...plainList, display: 'grid', gap: space.sm, fontWeight: 600 });
globalStyle(`${mapLinks} a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
});
export const notes = style({ display: 'grid', gap: space.md, margin: 0 });
globalStyle(`${notes} dt`, { fontWeight: 700, color: vars.color.textMuted });
globalStyle(`${notes} dd`, { margin: 0 });

/** Printed in groups of four, as banks print it. */
export const iban = style({ fontVariantNumeric: 'tabular-nums' });
