import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { fontSize, space } from '@/styles/tokens';
import { bareList, wrappingRow } from '@/styles/rules';

export const banner = style({
  ...wrappingRow,
  justifyContent: 'space-between',
  gap: space.lg,
  // Last section: main's padding and the footer's margin already space it; no bottom margin.
  marginBlock: `${space.xl} 0`,
  padding: space.xl,
  borderRadius: vars.radius.md,
  background: vars.color.headerBand,
  color: vars.color.onHeaderBand,
});

export const heading = style({ margin: 0, fontSize: fontSize.xl });
export const text = style({ margin: `${space.sm} 0 0`, maxWidth: '36rem' });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  ...bareList,
});
