import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { fontSize } from '@/styles/tokens';
import { columnCard } from '@/styles/controls.css';
import { cardGrid, cardImage, cardTitle } from '@/styles/recipes/card.css';

export const grid = cardGrid({ layout: 'fit' });

export const card = style([
  columnCard,
  {
    position: 'relative',
    selectors: { '&:focus-within': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
  },
]);

export const image = cardImage;
export const name = cardTitle;

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
