import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { fontSize, space } from '@/styles/tokens';

/** The sale block under the price: badge and offer, old price struck through, new price. */
export const sale = style({ display: 'grid', gap: space.xs, margin: 0, fontSize: fontSize.sm });
export { saleBadge as badge } from '@/styles/controls.css';
export const prices = style({ display: 'grid', gap: space.xs, margin: 0 });
globalStyle(`${prices} > div`, { display: 'flex', gap: space.sm, alignItems: 'baseline' });
globalStyle(`${prices} dt`, { color: vars.color.textMuted });
globalStyle(`${prices} dd`, { margin: 0 });
export const salePrice = style({ fontWeight: 700, fontSize: fontSize.lg });
export const meta = style({ margin: 0, color: vars.color.textMuted });
