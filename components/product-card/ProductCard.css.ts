import { style } from '@vanilla-extract/css';
import { fontSize, radius, space, vars } from '@/styles/theme.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  height: '100%',
  padding: space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  background: vars.color.surface,
});

export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'contain',
});
export const name = style({ margin: 0, fontSize: fontSize.lg });

export const meta = style({
  display: 'flex',
  gap: space.md,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: fontSize.sm,
});

export const price = style({ margin: 0, fontWeight: 700 });
