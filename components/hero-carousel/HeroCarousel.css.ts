import { style } from '@vanilla-extract/css';
import { bareList, visuallyHiddenRules } from '@/styles/rules';
import { vars } from '@/styles/theme.css';
import { fontSize, space } from '@/styles/tokens';
import { responsiveStyle } from '@/styles/responsive-style';

/** A column: in a taller grid cell the slides take the extra height, not an empty band. */
export const carousel = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const viewport = style({
  display: 'flex',
  flex: '1 1 auto',
  overflow: 'hidden',
  touchAction: 'pan-y pinch-zoom',
});
export const container = style({ display: 'flex', flex: '1 1 auto', minWidth: 0 });

export const slide = style({
  flex: '0 0 100%',
  minWidth: 0,
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  alignItems: 'center',
  gap: space.md,
  padding: space.lg,
  ...responsiveStyle({ mobile: { gridTemplateColumns: '1fr', padding: space.md } }),
});

export const image = style({
  gridColumn: 2,
  gridRow: 1,
  width: '100%',
  height: 'auto',
  // The illustrations' 2:1 box, whatever the shape of a photo put in their place.
  aspectRatio: '2 / 1',
  objectFit: 'contain',
  userSelect: 'none',
  // On phones the picture comes first, so the first screen shows a product.
  ...responsiveStyle({ mobile: { gridColumn: 1, gridRow: 1 } }),
});

export const text = style({
  gridColumn: 1,
  gridRow: 1,
  display: 'grid',
  gap: space.sm,
  alignContent: 'center',
  ...responsiveStyle({ mobile: { gridRow: 2 } }),
});
export const title = style({ margin: 0, fontSize: fontSize.xl });
export const subtitle = style({ margin: 0, color: vars.color.textMuted });

export const controls = style({
  display: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.sm,
  padding: `0 ${space.md} ${space.md}`,
  // Controls need JavaScript; without it the first slide simply stands on its own.
  selectors: { 'html.js &': { display: 'flex' } },
});

export const control = style({
  display: 'grid',
  placeItems: 'center',
  width: 40,
  height: 40,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceRaised } },
});

export const dots = style({
  display: 'flex',
  gap: space.xs,
  ...bareList,
});

export const pause = style([
  control,
  {
    width: 'auto',
    gap: space.xs,
    display: 'inline-flex',
    alignItems: 'center',
    paddingInline: space.sm,
    fontSize: fontSize.sm,
    whiteSpace: 'nowrap',
    // A phone has no room for the words beside the arrows and dots: a round icon button there.
    ...responsiveStyle({ mobile: { width: 40, paddingInline: 0, justifyContent: 'center' } }),
  },
]);

/** The pause button's words: read by screen readers everywhere, shown from tablet width up. */
export const pauseLabel = style(responsiveStyle({ mobile: visuallyHiddenRules }));

export const empty = style({ padding: space.xl, textAlign: 'center', color: vars.color.textMuted });
