import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { fontSize, space } from '@/styles/tokens';
import { wrappingRow } from '@/styles/rules';

export const banner = style({
  ...wrappingRow,
  justifyContent: 'space-between',
  gap: space.md,
  marginTop: space.xl,
  padding: space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.headerBand,
  color: vars.color.onHeaderBand,
});

export const heading = style({ margin: 0, fontSize: fontSize.lg });
export const text = style({ margin: `${space.xs} 0 0`, maxWidth: '40rem' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });
