import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { fontSize, space } from '@/styles/tokens';
import { visuallyHiddenRules, wrappingRow } from '@/styles/rules';
import { surfaceCard } from '@/styles/controls.css';
import { responsiveStyle } from '@/styles/responsive-style';

// One column that may shrink below the table's width, so the table scrolls inside its own box.
export const view = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.md,
  marginBlock: space.lg,
});
export const controls = style({
  ...wrappingRow,
  gap: space.md,
  ...responsiveStyle({ print: { display: 'none' } }),
});
export const switchLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  minHeight: 44,
  fontWeight: 600,
  cursor: 'pointer',
});
export const switchInput = style({
  width: 20,
  height: 20,
  margin: 0,
  accentColor: vars.color.accent,
});

const buttonBase = {
  minHeight: 44,
  padding: `0 ${space.lg}`,
  borderRadius: vars.radius.pill,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
} as const;
export const button = style({
  ...buttonBase,
  border: `2px solid ${vars.color.accent}`,
  background: 'transparent',
  color: vars.color.accent,
  selectors: { '&:hover': { background: vars.color.accentSoft } },
});
export const buttonQuiet = style({
  ...buttonBase,
  border: `1px solid ${vars.color.textMuted}`,
  background: 'transparent',
  color: vars.color.text,
});
export const remove = style([buttonQuiet, { fontSize: fontSize.sm, fontWeight: 400 }]);

/** On phones the table scrolls sideways inside this box; the row labels stay in view. */
export const scroller = style({
  // Positioned, so the visually hidden texts in far cells are clipped here, not widening the page.
  position: 'relative',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  ...responsiveStyle({
    print: { overflow: 'visible', border: 'none' },
    // A shade where more columns wait; the covers scroll away, the shades stay with the box.
    mobile: {
      background: [
        `linear-gradient(to right, ${vars.color.surface} 40%, transparent) left / 1.5rem 100% no-repeat local`,
        `linear-gradient(to left, ${vars.color.surface} 40%, transparent) right / 1.5rem 100% no-repeat local`,
        `radial-gradient(farthest-side at 0 50%, ${vars.color.textMuted}, transparent) left / 0.75rem 100% no-repeat scroll`,
        `radial-gradient(farthest-side at 100% 50%, ${vars.color.textMuted}, transparent) right / 0.75rem 100% no-repeat scroll`,
      ].join(', '),
    },
  }),
});

/** Phones only: the table is wider than the screen there. */
export const scrollHint = style({
  display: 'none',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: fontSize.sm,
  ...responsiveStyle({ mobile: { display: 'block' }, print: { display: 'none' } }),
});
export const table = style({ borderCollapse: 'separate', borderSpacing: 0, minWidth: '100%' });
export const caption = style(visuallyHiddenRules);
const cell = {
  padding: space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  textAlign: 'start',
} as const;
// Whole words: the default overflow-wrap: anywhere would shrink the column below its longest word.
const wholeWords = { overflowWrap: 'normal', hyphens: 'manual' } as const;
export const corner = style({
  ...cell,
  ...wholeWords,
  position: 'sticky',
  insetInlineStart: 0,
  background: vars.color.page,
});
// Value cells carry no class; whole words reach them from here ("გვ/წთ" broke at its slash).
globalStyle(`${table} td`, { ...cell, ...wholeWords });

// A long Georgian word widens its column and the table scrolls, rather than breaking the word.
export const productHead = style({
  ...cell,
  ...wholeWords,
  minWidth: '11rem',
  maxWidth: '16rem',
  fontWeight: 400,
});
/** A differing row: an accent bar at its label (and the word, for screen readers and print). */
export const differs = style({});
export const rowHead = style({
  ...cell,
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  minWidth: '9.5rem',
  maxWidth: '12rem',
  background: vars.color.page,
  fontWeight: 600,
  ...wholeWords,
  selectors: { [`${differs} > &`]: { boxShadow: `inset 4px 0 0 ${vars.color.accent}` } },
  ...responsiveStyle({ print: { position: 'static' } }),
});
export const marker = style({
  fontWeight: 400,
  fontSize: fontSize.sm,
  color: vars.color.textMuted,
});
export const hidden = style(visuallyHiddenRules);
export const unbroken = style({ whiteSpace: 'nowrap' });
export const image = style({ display: 'block', width: 160, maxWidth: '100%', height: 'auto' });
export const name = style({ display: 'block', marginBlock: space.xs, fontWeight: 600 });
export const price = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: fontSize.sm,
});
export const columnActions = style({
  display: 'grid',
  justifyItems: 'start',
  gap: space.xs,
  marginTop: space.sm,
  ...responsiveStyle({ print: { display: 'none' } }),
});
// One line: a two-line pill reads as two buttons.
globalStyle(`${columnActions} button`, { whiteSpace: 'nowrap' });

export const chooser = style([surfaceCard, { display: 'grid', gap: space.sm, padding: space.lg }]);
export const chooserButtons = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });
