import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { fontSize, space } from '@/styles/tokens';
import { columnCard } from '@/styles/controls.css';

export const card = style([columnCard, { height: '100%' }]);

export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'contain',
});
export const name = style({ margin: 0, fontSize: fontSize.lg });

/** Key facts: a muted label over each value, two to a card. */
export const facts = style({
  display: 'grid',
  gap: space.xs,
  margin: 0,
  fontSize: fontSize.sm,
});

export const fact = style({ display: 'grid', minWidth: 0 });

export const factLabel = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, overflowWrap: 'break-word' });

export const price = style({ margin: 0, fontWeight: 700 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  marginTop: 'auto',
});
