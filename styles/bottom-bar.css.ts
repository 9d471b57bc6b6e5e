import { createVar, fallbackVar } from '@vanilla-extract/css';

/**
 * The room a bar fixed to the bottom of the window takes (the product page's phone action bar),
 * set on <html> while such a bar shows. The page's bottom padding, the scroll-to-top button and
 * the sticky compare bar move up by it, so the fixed bar covers none of them.
 */
export const bottomBarSpace = createVar();

/** The bar's room, or 0 on pages and widths without one. */
export const bottomBarOffset = fallbackVar(bottomBarSpace, '0px');
