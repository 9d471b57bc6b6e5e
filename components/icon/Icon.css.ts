import { createVar, fallbackVar, style, styleVariants } from '@vanilla-extract/css';
import { iconDataUrl, iconShapes } from './shapes';

/** The icon's side: 18 px unless a class of the caller sets this variable. */
export const iconSize = createVar();

const base = style({
  display: 'inline-block',
  flexShrink: 0,
  width: fallbackVar(iconSize, '18px'),
  height: fallbackVar(iconSize, '18px'),
  // The shape is a mask over the text colour, so it follows the theme, hover and focus colours.
  backgroundColor: 'currentColor',
  // Forced colours would paint the background as Canvas and hide the shape.
  forcedColorAdjust: 'none',
  maskRepeat: 'no-repeat',
  maskPosition: 'center',
  maskSize: 'contain',
  WebkitMaskRepeat: 'no-repeat',
  WebkitMaskPosition: 'center',
  WebkitMaskSize: 'contain',
});

const icons = styleVariants(iconShapes, (shape) => {
  const image = `url("${iconDataUrl(shape)}")`;
  return [base, { maskImage: image, WebkitMaskImage: image }];
});

// One export per shape, so `styles[name]` reads like any other style sheet's class.
export const { phone, mail, telegram, whatsapp, clock, search, quoteList, newTab } = icons;
