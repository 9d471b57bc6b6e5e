import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { fontSize, space } from '@/styles/tokens';

/** The sale block under the price: badge and offer, old price struck through, new price. */
export const sale = style({ display: 'grid', gap: space.xs, margin: 0, fontSize: fontSize.sm });
export const badge = style({
  display: 'inline-block',
  marginInlineEnd: space.sm,
  padding: `0 ${space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.danger,
  color: vars.color.surface,
  fontWeight: 700,
  // "−25%" is one figure: never "−25" over "%".
  whiteSpace: 'nowrap',
});
export const prices = style({ display: 'grid', gap: space.xs, margin: 0 });
globalStyle(`${prices} > div`, { display: 'flex', gap: space.sm, alignItems: 'baseline' });
globalStyle(`${prices} dt`, { color: vars.color.textMuted });
globalStyle(`${prices} dd`, { margin: 0 });
export const salePrice = style({ fontWeight: 700, fontSize: fontSize.lg });
export const meta = style({ margin: 0, color: vars.color.textMuted });
