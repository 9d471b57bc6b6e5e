import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { fontSize, space } from '@/styles/tokens';
import { bareList } from '@/styles/rules';

export const footer = style({
  marginTop: space.xxl,
  background: vars.color.headerBand,
  color: vars.color.onHeaderBand,
  paddingBlock: space.xl,
});

export const grid = style({
  display: 'grid',
  gap: space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))',
});

export const heading = style({ fontSize: fontSize.lg, margin: `0 0 ${space.sm}` });
export const text = style({ margin: 0, fontSize: fontSize.sm });
export const list = style({
  ...bareList,
  display: 'grid',
  gap: space.xs,
});

export const link = style({
  color: vars.color.onHeaderBand,
  selectors: { '&:hover': { color: vars.color.onHeaderBand } },
});

export const address = style({
  fontStyle: 'normal',
  fontSize: fontSize.sm,
  display: 'grid',
  gap: space.xs,
});
globalStyle(`${address} p`, { margin: 0 });

export const copyright = style({
  marginTop: space.lg,
  paddingTop: space.md,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: fontSize.sm,
});
