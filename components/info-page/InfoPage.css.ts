import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { fontSize, space } from '@/styles/tokens';

export const body = style({ maxWidth: '42rem', marginBlockEnd: space.xl });
export const section = style({ marginBlockEnd: space.lg });
export const heading = style({ fontSize: fontSize.lg, marginBlock: `${space.lg} ${space.sm}` });

/** "Sample text — the dealer replaces it": hard to miss, so a sample never goes live unnoticed. */
export const sample = style({
  maxWidth: '42rem',
  padding: `${space.sm} ${space.md}`,
  border: `2px dashed ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
  fontWeight: 600,
});
export const contact = style({ maxWidth: '42rem', marginBlockEnd: space.xl });
