import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { fontSize, space } from '@/styles/tokens';

export const intro = style({ marginBottom: space.lg });
export const heading = style({ margin: 0, fontSize: fontSize.xl });
export const lead = style({ margin: `${space.xs} 0 0`, color: vars.color.textMuted });
export const section = style({ marginBlock: space.xl });
