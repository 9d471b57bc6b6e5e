import { style } from '@vanilla-extract/css';
import { fontSize, space, vars } from '@/styles/theme.css';

export const header = style({ marginBottom: space.xl });
export const title = style({ fontSize: fontSize.xxl, margin: `0 0 ${space.sm}` });
export const lead = style({
  margin: 0,
  maxWidth: '48rem',
  color: vars.color.textMuted,
  fontSize: fontSize.lg,
});
