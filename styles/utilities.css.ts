import { style } from '@vanilla-extract/css';
import { contentWidth, space } from './theme.css';

/** Off screen but read by screen readers; also for conditional use inside selectors. */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export const visuallyHidden = style(visuallyHiddenRules);

export const container = style({
  width: '100%',
  maxWidth: contentWidth,
  marginInline: 'auto',
  paddingInline: space.md,
});
