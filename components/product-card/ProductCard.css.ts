import { style } from '@vanilla-extract/css';
import { fontSize, space, vars } from '@/styles/theme.css';
import { columnCard } from '@/styles/controls.css';

export const card = style([columnCard, { height: '100%' }]);

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

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  marginTop: 'auto',
});
