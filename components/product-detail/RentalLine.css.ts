import { style } from '@vanilla-extract/css';

/** One line of text with two links; it wraps like a paragraph on a phone. */
export const line = style({ margin: 0, overflowWrap: 'anywhere' });
