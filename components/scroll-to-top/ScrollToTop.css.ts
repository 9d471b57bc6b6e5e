import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { space } from '@/styles/tokens';

export const button = style({
  position: 'fixed',
  insetInlineEnd: space.md,
  bottom: space.md,
  zIndex: 30,
  display: 'grid',
  placeItems: 'center',
  width: 48,
  height: 48,
  border: `2px solid ${vars.color.onAccent}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  cursor: 'pointer',
  boxShadow: vars.shadow.floatingButton,
  selectors: { '&:hover': { background: vars.color.accentHover } },
});
