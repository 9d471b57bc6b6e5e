import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { fontSize, space } from '@/styles/tokens';
import { visuallyHiddenRules } from '@/styles/rules';
import { surfaceCard } from '@/styles/controls.css';
import { responsiveStyle } from '@/styles/responsive-style';

export const hero = style({
  display: 'grid',
  gap: space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  ...responsiveStyle({
    wide: { gridTemplateColumns: '14rem minmax(0, 1fr) 15rem' },
    mobile: { gap: space.md },
  }),
});

/** On phones the categories fold into one scrolling row, so the carousel is on the first screen. */
export const sidebar = style([
  surfaceCard,
  {
    ...responsiveStyle({
      mobile: { padding: 0, border: 'none', background: 'transparent', minWidth: 0 },
    }),
  },
]);
export const aside = style({ display: 'grid', gap: space.md, alignContent: 'start' });
export const box = style([surfaceCard, { display: 'grid', gap: space.sm }]);
export const boxHeading = style({ margin: 0, fontSize: fontSize.lg });
globalStyle(`${sidebar} > h2`, responsiveStyle({ mobile: visuallyHiddenRules }));
export const boxText = style({ margin: 0, color: vars.color.textMuted, fontSize: fontSize.sm });
export const boxLink = style({ fontWeight: 600 });

export const categoryList = style({
  listStyle: 'none',
  margin: `${space.sm} 0 0`,
  padding: 0,
  ...responsiveStyle({
    mobile: {
      display: 'flex',
      gap: space.sm,
      margin: 0,
      // Room for the focus ring inside the scrolling row, which clips what leaves it.
      padding: '6px',
      overflowX: 'auto',
      scrollbarWidth: 'thin',
    },
  }),
});

export const categoryLink = style({
  display: 'block',
  padding: `${space.sm} ${space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceRaised, color: vars.color.accent } },
  ...responsiveStyle({
    mobile: {
      whiteSpace: 'nowrap',
      paddingInline: space.md,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.pill,
      background: vars.color.surface,
    },
  }),
});
