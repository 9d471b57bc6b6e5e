import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { fontSize, space } from '@/styles/tokens';
import { columnCard } from '@/styles/controls.css';
import { bareList, wrappingRow } from '@/styles/rules';

export const section = style({ display: 'grid', gap: space.md, marginBottom: space.xl });
export const heading = style({ margin: 0, fontSize: fontSize.xl });

/** The plans side by side where they fit, one a row on a phone. */
export const plans = style({
  display: 'grid',
  gap: space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))',
  ...bareList,
});
export const plan = style([columnCard, { padding: space.lg, scrollMarginTop: space.lg }]);
export const planName = style({ margin: 0, fontSize: fontSize.lg });
export const planPrice = style({ margin: 0, fontSize: fontSize.xl, fontWeight: 700 });

export const facts = style({ margin: 0, paddingInlineStart: space.lg, overflowWrap: 'anywhere' });
globalStyle(`${facts} li::marker`, { content: '"✓  "', color: vars.color.success });

export const terms = style({ margin: 0, paddingInlineStart: space.lg, maxWidth: '42rem' });
export const devices = style({
  display: 'grid',
  gap: space.xs,
  margin: 0,
  paddingInlineStart: space.lg,
  fontWeight: 600,
});

export const actions = style({
  ...wrappingRow,
  gap: `${space.md} ${space.lg}`,
  margin: 0,
});
