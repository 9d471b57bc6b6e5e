import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { fontSize, space } from '@/styles/tokens';

export const header = style({ marginBottom: space.xl });
export const title = style({ fontSize: fontSize.xxl, margin: `0 0 ${space.sm}` });
export const lead = style({
  margin: 0,
  maxWidth: '48rem',
  color: vars.color.textMuted,
  fontSize: fontSize.lg,
});
