import { style } from '@vanilla-extract/css';
import { space, vars } from '@/styles/theme.css';

export const count = style({
  margin: `0 0 ${space.md}`,
  color: vars.color.textMuted,
  fontWeight: 600,
});
