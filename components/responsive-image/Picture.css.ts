import { style } from '@vanilla-extract/css';

/**
 * The <picture> wrapper takes no box of its own: the <img> keeps laying out as the grid or flex
 * item it was, with the same classes as before.
 */
export const picture = style({ display: 'contents' });
