import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { fontSize, space } from '@/styles/tokens';
import { surfaceCard } from '@/styles/controls.css';
import { responsiveStyle } from '@/styles/responsive-style';

export const layout = style({
  display: 'grid',
  gap: space.xl,
  ...responsiveStyle({ desktop: { gridTemplateColumns: '3fr 2fr', alignItems: 'start' } }),
});

export const summary = style([
  surfaceCard,
  { display: 'grid', gap: space.md, justifyItems: 'start' },
]);
export const summaryHeading = style({ margin: 0, fontSize: fontSize.lg });

export const keySpecs = style({ display: 'grid', gap: space.sm, margin: 0, width: '100%' });
globalStyle(`${keySpecs} > div`, {
  display: 'flex',
  justifyContent: 'space-between',
  gap: space.md,
  paddingBottom: space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${keySpecs} dt`, { color: vars.color.textMuted });
globalStyle(`${keySpecs} dd`, { margin: 0, fontWeight: 600, textAlign: 'end' });

export const price = style({ margin: 0, fontWeight: 700, fontSize: fontSize.lg });
/** "incl. 18% VAT" under the price (company.vat). */
export const vat = style({ display: 'block', fontWeight: 400, fontSize: fontSize.sm });

/** Stock and leasing: a muted label over each line, under the price. */
export const terms = style({ display: 'grid', gap: space.sm, margin: 0, fontSize: fontSize.sm });
globalStyle(`${terms} dt`, { color: vars.color.textMuted });
globalStyle(`${terms} dd`, { margin: 0 });
export const features = style({ paddingInlineStart: space.lg });
export const related = style({ marginBlock: space.xl });

export const table = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  padding: space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});
// Break between words only: `anywhere` would cut "უსაფრთხოების" mid-word on a phone.
globalStyle(`${table} th`, { overflowWrap: 'break-word' });
