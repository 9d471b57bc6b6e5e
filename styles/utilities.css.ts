import { style } from '@vanilla-extract/css';
import { contentWidth, space } from './theme.css';

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const container = style({
  width: '100%',
  maxWidth: contentWidth,
  marginInline: 'auto',
  paddingInline: space.md,
});
