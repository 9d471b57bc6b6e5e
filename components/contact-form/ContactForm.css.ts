import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { space } from '@/styles/tokens';

// The contact form's own parts; the rest of its look is the forms' (components/forms/Form.css.ts).

/** The choice of answer: a fieldset whose legend reads like the other labels. */
export const choice = style({ margin: 0, padding: 0, border: 'none', minInlineSize: 0 });
globalStyle(`${choice} > legend`, { padding: 0 });
export const options = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: space.lg,
  marginTop: space.xs,
});
export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  minHeight: 44,
  cursor: 'pointer',
});
export const radio = style({ width: 20, height: 20, margin: 0, accentColor: vars.color.accent });

/** The product a quote request names: a small photo and its name, linking back to its page. */
export const product = style({ display: 'grid', gap: space.xs });
export const productLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.md,
  fontWeight: 600,
  overflowWrap: 'break-word',
});
export const productImage = style({
  flex: '0 0 auto',
  width: 64,
  height: 64,
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});
