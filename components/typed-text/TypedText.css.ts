import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { responsiveStyle } from '@/styles/responsive-style';

const blink = keyframes({ '50%': { opacity: 0 } });

export const cursor = style({
  display: 'inline-block',
  width: '0.08em',
  height: '1em',
  marginInlineStart: '0.1em',
  verticalAlign: '-0.1em',
  background: vars.color.accent,
  animation: `${blink} 1s step-end infinite`,
  ...responsiveStyle({ reducedMotion: { animation: 'none' } }),
});
