import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { space } from '@/styles/tokens';
import { productPhoto } from '@/styles/rules';

export const gallery = style({ display: 'grid', gap: space.md, alignContent: 'start' });

export const main = style({
  ...productPhoto,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const thumbnails = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(5rem, 1fr))',
  gap: space.sm,
});

export const thumbnail = style({
  padding: 2,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { borderColor: vars.color.accent } },
});

// A photo of any shape keeps the illustrations' 4:3 box (letterboxed, never cropped).
globalStyle(`${thumbnail} img`, {
  display: 'block',
  ...productPhoto,
});
