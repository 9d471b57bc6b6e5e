import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { fontSize, space } from '@/styles/tokens';
import { surfaceCard } from '@/styles/controls.css';
import { bareList } from '@/styles/rules';

export const list = style({
  display: 'grid',
  gap: space.lg,
  ...bareList,
});
export const card = style([surfaceCard, { padding: space.lg }]);
export const cardTitle = style({ margin: 0, fontSize: fontSize.xl });
export const date = style({ margin: `${space.xs} 0`, color: vars.color.textMuted });
/** The 1200 × 630 box of a news picture (social-preview shape); a photo of another shape is cropped to it. */
export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '1200 / 630',
  objectFit: 'cover',
  marginBottom: space.lg,
});
export const body = style({ maxWidth: '42rem', marginBottom: space.xl });
