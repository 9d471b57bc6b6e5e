import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme.css';
import { space } from '../tokens';

/**
 * A round-ended button: the category and tab chips, pagers, filter chips, the filter and menu
 * toggles, a form's submit. Components compose it (style([pillButton({...}), {...}])) with their
 * own layout, disabled look and responsive padding (the menu toggle with small corners).
 */
export const pillButton = recipe({
  base: {
    borderRadius: vars.radius.pill,
    font: 'inherit',
    fontWeight: 600,
    cursor: 'pointer',
  },
  variants: {
    tone: {
      /** A surface chip with a thin edge; pressed or selected, it fills with the accent. */
      neutral: {
        border: `1px solid ${vars.color.border}`,
        background: vars.color.surface,
        color: vars.color.text,
        selectors: {
          '&[aria-pressed="true"], &[aria-selected="true"]': {
            background: vars.color.accent,
            color: vars.color.onAccent,
            borderColor: vars.color.accent,
          },
        },
      },
      /** An accent outline on the surface that fills softly on hover (filter chips, show more). */
      secondary: {
        border: `2px solid ${vars.color.accent}`,
        background: vars.color.surface,
        color: vars.color.accent,
        selectors: { '&:hover': { background: vars.color.accentSoft } },
      },
      /** An accent outline only (the filter panel's toggle). */
      outline: {
        border: `2px solid ${vars.color.accent}`,
        background: 'transparent',
        color: vars.color.accent,
      },
      /** Filled with the accent: the one main action of a form. */
      primary: {
        border: 'none',
        background: vars.color.accent,
        color: vars.color.onAccent,
        selectors: { '&:hover': { background: vars.color.accentHover } },
      },
    },
    /** The height of the target; 44 px where it stands alone (WCAG 2.5.5). */
    size: {
      small: { minHeight: 32, padding: `${space.xs} ${space.md}` },
      medium: { minHeight: 40, padding: `${space.xs} ${space.md}` },
      large: { minHeight: 44, padding: `${space.xs} ${space.md}` },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'medium' },
});
