import { globalStyle, style } from '@vanilla-extract/css';

/**
 * The <picture> wrapper takes no box of its own: the <img> keeps laying out as the grid or flex
 * item it was, with the same classes as before.
 */
export const picture = style({ display: 'contents' });

// Its <source> children are no boxes either: as flex items they would each add the card's gap
// and push a photo card's text below its neighbours'.
globalStyle(`${picture} > source`, { display: 'none' });
