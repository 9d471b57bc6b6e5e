import { style } from '@vanilla-extract/css';
import { fontSize, space, vars } from '@/styles/theme.css';

export const intro = style({ marginBottom: space.lg });
export const heading = style({ margin: 0, fontSize: fontSize.xl });
export const lead = style({ margin: `${space.xs} 0 0`, color: vars.color.textMuted });
export const section = style({ marginBlock: space.xl });
