import { globalStyle, style } from '@vanilla-extract/css';

/** No box of its own: the <img> lays out as the grid or flex item it was. */
export const picture = style({ display: 'contents' });

// As flex items the <source>s would each add the card's gap.
globalStyle(`${picture} > source`, { display: 'none' });
