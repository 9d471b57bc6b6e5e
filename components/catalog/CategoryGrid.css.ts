import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { fontSize, space } from '@/styles/tokens';
import { columnCard } from '@/styles/controls.css';

/** auto-fit: three segment cards fill a row of three, not three quarters of a row of four. */
export const grid = style({
  display: 'grid',
  gap: space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const card = style([
  columnCard,
  {
    position: 'relative',
    selectors: { '&:focus-within': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
  },
]);

export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'contain',
});
export const name = style({ margin: 0, fontSize: fontSize.lg });

/** The whole card is clickable through the heading link's stretched hit area. */
export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:focus-visible': { outline: 'none' },
    '&:hover': { color: vars.color.accent, textDecoration: 'underline' },
  },
});

export const description = style({ margin: 0, color: vars.color.textMuted, fontSize: fontSize.sm });
