import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { bottomBarOffset } from '@/styles/bottom-bar.css';
import { floatingButton } from './floatingBox';

export const button = style({
  position: 'fixed',
  insetInlineEnd: floatingButton.inset,
  // Above a bar fixed to the bottom of the window (the product page's on phones).
  bottom: `calc(${floatingButton.inset}px + ${bottomBarOffset})`,
  zIndex: 30,
  display: 'grid',
  placeItems: 'center',
  width: floatingButton.size,
  height: floatingButton.size,
  border: `2px solid ${vars.color.onAccent}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  cursor: 'pointer',
  boxShadow: vars.shadow.floatingButton,
  selectors: { '&:hover': { background: vars.color.accentHover } },
});
