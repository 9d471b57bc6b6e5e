import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { fontSize, space } from '@/styles/tokens';
import { pillButton } from '@/styles/recipes/pillButton.css';
import { visuallyHiddenRules, wrappingRow } from '@/styles/rules';

/** The lists live in the browser: without JavaScript the buttons would do nothing, so they hide. */
export const toggles = style({
  ...wrappingRow,
  gap: space.xs,
  selectors: { 'html:not(.js) &': { display: 'none' } },
});

/** On a card: the quote button over the compare box, each the card's width. */
export const cardToggles = style([toggles, { display: 'grid', gap: 2 }]);

export const inList = style({
  flexBasis: '100%',
  color: vars.color.success,
  fontSize: fontSize.sm,
  fontWeight: 600,
  selectors: { '&:empty': { display: 'none' } },
});

export const inListUnseen = style(visuallyHiddenRules);

/** A small outlined button with a 44 px tall target. */
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
  selectors: { '&:hover': { borderColor: vars.color.accent, color: vars.color.accent } },
});

/** A card's one filled action; its label stays on one line (checked at 375 px in both languages). */
export const primary = style([
  pillButton({ tone: 'primary', size: 'large' }),
  {
    width: '100%',
    paddingInline: space.sm,
    fontSize: fontSize.sm,
    selectors: {
      // Outlined: a tick would wrap the label at 375 px (tests/e2e/catalog-card.spec.ts).
      '&[data-listed]': {
        // An inset ring, not a border: the label keeps the width it had.
        boxShadow: `inset 0 0 0 2px ${vars.color.accent}`,
        background: vars.color.surface,
        color: vars.color.accent,
      },
      '&[data-listed]:hover': { background: vars.color.accentSoft },
    },
  },
]);

/** Compare reads as a checkbox; the target stays 32 px tall (WCAG 2.5.8 asks 24). */
export const compare = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  justifySelf: 'start',
  minHeight: 32,
  padding: `0 ${space.xs} 0 0`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&::before': {
      content: '""',
      flex: 'none',
      width: 18,
      height: 18,
      border: `2px solid ${vars.color.textMuted}`,
      borderRadius: 4,
      background: vars.color.surface,
      color: vars.color.onAccent,
      fontSize: 14,
      lineHeight: '14px',
      textAlign: 'center',
      boxSizing: 'border-box',
    },
    '&:hover': { color: vars.color.accent },
    '&:hover::before': { borderColor: vars.color.accent },
    '&[aria-pressed="true"]::before': {
      content: '"✓"',
      borderColor: vars.color.accent,
      background: vars.color.accent,
    },
  },
});
