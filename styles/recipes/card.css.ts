import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { fontSize, space } from '../tokens';
import { responsiveStyle } from '../responsive-style';
import { bareList, productPhoto } from '@/styles/rules';

/** The narrowest a product card may get on a tablet or desktop; the catalogue, beside its filters, sets less. */
export const cardMinWidth = createVar();

/** A list of cards laid out as a grid: as many columns as fit. */
export const cardGrid = recipe({
  base: {
    display: 'grid',
    gap: space.lg,
    ...bareList,
  },
  variants: {
    layout: {
      /** auto-fit: three segment cards fill a row of three, not three quarters of a row of four. */
      fit: { gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))' },
      /**
       * Product cards keep one width (auto-fill). On phones two cards share a row from 336 px up
       * (one on narrower screens), so a page of twelve is six rows, not twelve.
       */
      products: {
        gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${fallbackVar(cardMinWidth, '15rem')}), 1fr))`,
        ...responsiveStyle({
          mobile: {
            gap: space.sm,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9rem), 1fr))',
          },
        }),
      },
    },
  },
});

/** A card's picture: the illustrations' 4:3 box, a photo of another shape letterboxed in it. */
export const cardImage = style({
  ...productPhoto,
});

/** A card's name. */
export const cardTitle = style({ margin: 0, fontSize: fontSize.lg });
