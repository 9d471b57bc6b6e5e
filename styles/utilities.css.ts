import { style } from '@vanilla-extract/css';
import { contentWidth, space } from './tokens';
import { visuallyHiddenRules } from './rules';

/** Off screen but read by screen readers. */
export const visuallyHidden = style(visuallyHiddenRules);

export const container = style({
  width: '100%',
  maxWidth: contentWidth,
  marginInline: 'auto',
  paddingInline: space.md,
});
