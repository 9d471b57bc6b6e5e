import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const button = style({
  // A toggle that cannot work without JavaScript is not shown without it.
  display: 'none',
  placeItems: 'center',
  width: 44,
  height: 44,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    'html.js &': { display: 'inline-grid' },
    '&:hover': { background: vars.color.surfaceRaised },
  },
});
