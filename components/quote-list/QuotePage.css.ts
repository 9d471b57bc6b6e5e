import { style } from '@vanilla-extract/css';
import { space } from '@/styles/tokens';

/** The two halves of the page: one for visits without JavaScript, one for visits with it. */
export const noScript = style({
  marginBlock: space.lg,
  selectors: { 'html.js &': { display: 'none' } },
});
export const scripted = style({ selectors: { 'html:not(.js) &': { display: 'none' } } });
