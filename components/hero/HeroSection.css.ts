import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { fontSize, radius, space } from '@/styles/tokens';
import { surfaceCard } from '@/styles/controls.css';

export const hero = style({
  display: 'grid',
  gap: space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    'screen and (min-width: 1024px)': { gridTemplateColumns: '14rem minmax(0, 1fr) 15rem' },
  },
});

export const sidebar = surfaceCard;
export const aside = style({ display: 'grid', gap: space.md, alignContent: 'start' });
export const box = style([surfaceCard, { display: 'grid', gap: space.sm }]);
export const boxHeading = style({ margin: 0, fontSize: fontSize.lg });
export const boxText = style({ margin: 0, color: vars.color.textMuted, fontSize: fontSize.sm });
export const boxLink = style({ fontWeight: 600 });

export const categoryList = style({ listStyle: 'none', margin: `${space.sm} 0 0`, padding: 0 });

export const categoryLink = style({
  display: 'block',
  padding: `${space.sm} ${space.sm}`,
  borderRadius: radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceRaised, color: vars.color.accent } },
});
