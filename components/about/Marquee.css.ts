import { keyframes, style } from '@vanilla-extract/css';
import { space } from '@/styles/tokens';
import { responsiveStyle } from '@/styles/responsive-style';

/** Two identical copies side by side: moving the track by half its width loops seamlessly. */
const slide = keyframes({
  from: { transform: 'translateX(0)' },
  to: { transform: 'translateX(-50%)' },
});

/** The visitor's "pause the motion" checkbox; works without JavaScript. */
export const motionToggle = style({});

export const viewport = style({ overflow: 'hidden' });

export const track = style({
  display: 'flex',
  width: 'max-content',
  animation: `${slide} 45s linear infinite`,
  selectors: {
    [`${viewport}:hover &, ${viewport}:focus-within &`]: { animationPlayState: 'paused' },
    [`body:has(${motionToggle}:checked) &`]: { animationPlayState: 'paused' },
  },
  ...responsiveStyle({
    reducedMotion: { animation: 'none', width: 'auto', flexWrap: 'wrap', justifyContent: 'center' },
  }),
});

export const reverse = style({ animationDirection: 'reverse' });

/** The second copy is only there for the loop: hidden when nothing moves. */
export const copy = style({
  display: 'flex',
  flexShrink: 0,
  gap: space.lg,
  margin: 0,
  paddingBlock: 0,
  paddingInline: `0 ${space.lg}`,
  listStyle: 'none',
  ...responsiveStyle({
    reducedMotion: { flexWrap: 'wrap', flexShrink: 1, justifyContent: 'center' },
  }),
});
export const duplicate = style(responsiveStyle({ reducedMotion: { display: 'none' } }));
