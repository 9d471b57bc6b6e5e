import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { fontSize, space } from '@/styles/tokens';

/** "Only products with a price": the box and its words, a finger's height to tap. */
export const onRequestBox = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: '44px',
  fontSize: fontSize.sm,
});

/** How many products priced on request the range lists or leaves out: a line of its own. */
export const onRequestNote = style({
  flexBasis: '100%',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: fontSize.sm,
});

/** "Include them": a link-like button inside the note. */
export const onRequestInclude = style({
  minHeight: '44px',
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.accent,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
});
