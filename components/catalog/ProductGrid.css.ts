import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { space } from '@/styles/tokens';
import { responsiveStyle } from '@/styles/responsive-style';

/** The narrowest a card may get on a tablet or desktop; the catalogue, beside its filters, sets less. */
export const cardMinWidth = createVar();

/**
 * Product cards: as many columns as fit. On phones two cards share a row from 336 px up (one
 * on narrower screens), so a page of twelve is six rows, not twelve.
 */
export const grid = style({
  display: 'grid',
  gap: space.lg,
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${fallbackVar(cardMinWidth, '15rem')}), 1fr))`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  ...responsiveStyle({
    mobile: {
      gap: space.sm,
      gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9rem), 1fr))',
    },
  }),
});
