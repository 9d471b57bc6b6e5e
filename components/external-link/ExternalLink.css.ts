import { style } from '@vanilla-extract/css';
import { iconSize } from '@/components/icon/Icon.css';

/** The new-tab pictogram after the link text: the text's size and colour, never on its own line. */
export const icon = style({
  vars: { [iconSize]: '0.8em' },
  marginInlineStart: '0.3em',
  verticalAlign: '-0.05em',
});
