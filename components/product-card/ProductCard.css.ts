import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { fontSize, space } from '@/styles/tokens';
import { columnCard } from '@/styles/controls.css';
import { cardImage, cardTitle } from '@/styles/recipes/card.css';
import { responsiveStyle } from '@/styles/responsive-style';

/** On phones two cards share a row (ProductGrid), so a card packs tighter there. */
export const card = style([
  columnCard,
  { height: '100%', ...responsiveStyle({ mobile: { padding: space.sm, gap: space.xs } }) },
]);

export const image = cardImage;
export const name = style([
  cardTitle,
  // Two cards a row on a phone: the longest Georgian word of a name ("მრავალფუნქციური") still
  // fits its card whole from 360 px up, rather than breaking mid-word.
  responsiveStyle({ mobile: { fontSize: 'min(0.9375rem, 3.7vw)' } }),
]);

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

export const availability = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: fontSize.sm,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  marginTop: 'auto',
  ...responsiveStyle({ mobile: { gap: space.xs } }),
});

// A narrow card stacks its two actions, each the card's full width.
globalStyle(
  `${actions} > a`,
  responsiveStyle({
    mobile: {
      flex: '1 1 100%',
      paddingInline: space.xs,
      fontSize: fontSize.sm,
      textAlign: 'center',
    },
  }),
);
