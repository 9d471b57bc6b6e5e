import { style } from '@vanilla-extract/css';
import { fontSize, space, vars } from '@/styles/theme.css';

export const status = style({ fontWeight: 600, color: vars.color.textMuted });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.md,
});
export const item = style({
  paddingBottom: space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const title = style({ fontSize: fontSize.lg, fontWeight: 600 });
export const text = style({ margin: `${space.xs} 0 0`, color: vars.color.textMuted });
