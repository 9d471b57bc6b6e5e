import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { fontSize, space } from '@/styles/tokens';

export const body = style({ display: 'grid', gap: space.md, marginBlockEnd: space.xl });
export const detail = style({ margin: 0, fontSize: fontSize.lg, fontWeight: 600 });
export const text = style({ margin: 0 });
export const ways = style({ margin: 0, paddingInlineStart: space.lg, fontWeight: 600 });
export const muted = style({ margin: 0, color: vars.color.textMuted });
