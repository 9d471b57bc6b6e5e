import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from './theme.css';
import { space } from './tokens';

/** Call-to-action links and pill buttons: one look everywhere, variants by recipe. */
export const actionLink = recipe({
  base: {
    display: 'inline-block',
    justifySelf: 'start',
    padding: `${space.sm} ${space.lg}`,
    borderRadius: vars.radius.pill,
    fontWeight: 600,
    textDecoration: 'none',
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.accent,
        color: vars.color.onAccent,
        selectors: {
          '&:hover': { background: vars.color.accentHover, color: vars.color.onAccent },
        },
      },
      /** The quieter second action beside a primary one (a card's "request a quote"). */
      secondary: {
        border: `2px solid ${vars.color.accent}`,
        color: vars.color.accent,
        selectors: {
          '&:hover': { background: vars.color.accentSoft, color: vars.color.accent },
        },
      },
      inverse: {
        border: `2px solid ${vars.color.onHeaderBand}`,
        color: vars.color.onHeaderBand,
        selectors: {
          '&:hover': { background: vars.color.onHeaderBand, color: vars.color.headerBand },
        },
      },
    },
    /** Pinned to the bottom-left of a flex column card. */
    placement: { inline: {}, cardFooter: { marginTop: 'auto', alignSelf: 'flex-start' } },
  },
  defaultVariants: { tone: 'primary', placement: 'inline' },
});

/** A carousel dot: a 24 px target around a small ring, filled when current. */
export const dotButton = recipe({
  base: {
    display: 'block',
    width: 24,
    height: 24,
    padding: 0,
    border: 'none',
    background: 'transparent',
    cursor: 'pointer',
    selectors: {
      '&::before': {
        content: '""',
        display: 'block',
        width: 12,
        height: 12,
        margin: 6,
        borderRadius: vars.radius.pill,
        border: `2px solid ${vars.color.textMuted}`,
      },
      '&[aria-current="true"]::before': {
        background: vars.color.accent,
        borderColor: vars.color.accent,
      },
    },
  },
});

/**
 * A text field's box: a 44 px touch target whose edge is how it is found (textMuted keeps it at
 * 3:1 or more in both themes). Fields compose it with their own padding, radius and background.
 */
export const textField = style({
  minHeight: 44,
  border: `1px solid ${vars.color.textMuted}`,
  color: vars.color.text,
  font: 'inherit',
});

/** A bordered surface panel; cards compose it with their own layout. */
export const surfaceCard = style({
  padding: space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

/** A card laid out as a column, so a footer action can sit at its bottom. */
export const columnCard = style([
  surfaceCard,
  { display: 'flex', flexDirection: 'column', gap: space.sm },
]);

/** A page's notice above its content (dropped ids, a shortened link, storage refused). */
export const notice = style({
  margin: 0,
  padding: space.md,
  borderInlineStart: `4px solid ${vars.color.accent}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});

/** A sale's "−25%" on a product card or page: one figure, never "−25" over "%". */
export const saleBadge = style({
  display: 'inline-block',
  marginInlineEnd: space.sm,
  padding: `0 ${space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.danger,
  color: vars.color.surface,
  fontWeight: 700,
  whiteSpace: 'nowrap',
});
