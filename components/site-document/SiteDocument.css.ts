import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { space } from '@/styles/tokens';

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: space.md,
  top: space.sm,
  zIndex: 100,
  padding: `${space.sm} ${space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.accent,
  color: vars.color.onAccent,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none', color: vars.color.onAccent } },
});

export const main = style({
  flex: '1 0 auto',
  paddingBlock: space.xl,
  selectors: { '&:focus': { outline: 'none' } },
});
