import { style } from '@vanilla-extract/css';

/** The new-tab pictogram after the link text: the text's size and colour, never on its own line. */
export const icon = style({
  display: 'inline-block',
  width: '0.8em',
  height: '0.8em',
  marginInlineStart: '0.3em',
  verticalAlign: '-0.05em',
  flexShrink: 0,
});
