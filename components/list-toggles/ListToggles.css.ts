import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { fontSize, space } from '@/styles/tokens';

/** The lists live in the browser: without JavaScript the buttons would do nothing, so they hide. */
export const toggles = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.xs,
  selectors: { 'html:not(.js) &': { display: 'none' } },
});

export const inList = style({
  flexBasis: '100%',
  color: vars.color.success,
  fontSize: fontSize.sm,
  fontWeight: 600,
  selectors: { '&:empty': { display: 'none' } },
});

/** A small outlined button with a 44 px tall target; pressed (compared) shows a tick. */
export const toggle = style({
  minHeight: 44,
  padding: `${space.xs} ${space.md}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.accent, color: vars.color.accent },
    '&[aria-pressed="true"]': { background: vars.color.accentSoft, borderColor: vars.color.accent },
    '&[aria-pressed="true"]::before': { content: '"✓ "' },
  },
});
