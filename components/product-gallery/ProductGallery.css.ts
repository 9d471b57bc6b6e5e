import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { fontSize, space } from '@/styles/tokens';
import { responsiveStyle } from '@/styles/responsive-style';
import { pillButton } from '@/styles/recipes/pillButton.css';
import { visibleThumbnails } from './galleryState';
import { checks } from '@/components/special-offers/SpecialOffers.css';
import { bareList, productPhoto, wrappingRow } from '@/styles/rules';

export { section } from '@/components/special-offers/SpecialOffers.css';
export { subtitle, title } from '@/components/hero-carousel/HeroCarousel.css';

export const gallery = style({
  display: 'grid',
  minWidth: 0,
  gap: space.md,
  padding: space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  ...responsiveStyle({ mobile: { padding: space.sm } }),
});

export const categories = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });

/** A category: pressed, it fills with the accent. */
export const categoryButton = pillButton();

export const stage = style({
  display: 'grid',
  gap: space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  ...responsiveStyle({
    desktop: {
      gridTemplateColumns: 'auto minmax(0, 1.2fr) minmax(0, 1fr)',
      alignItems: 'start',
    },
  }),
});

export const thumbnails = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space.xs,
  ...responsiveStyle({ mobile: { flexDirection: 'row', order: 2 } }),
});

/** A thumbnail's box: a 4:3 image inside 2 px of padding and 2 px of border on each side. */
const thumbFrame = 8;
const thumbWidth = { desktop: 72, mobile: 52 };
const thumbHeight = ((thumbWidth.desktop - thumbFrame) * 3) / 4 + thumbFrame;
/** The strip's length: five thumbnails and the gaps between them (Embla moves what is beyond). */
const stripLength = (thumb: number) =>
  `calc(${visibleThumbnails} * ${thumb}px + ${visibleThumbnails - 1} * ${space.xs})`;

/** Embla's viewport: a column dragged up and down, on phones a row dragged sideways. */
export const thumbViewport = style({
  overflow: 'hidden',
  touchAction: 'pan-x pinch-zoom',
  ...responsiveStyle({ mobile: { touchAction: 'pan-y pinch-zoom' } }),
});

/** Embla's container: its length is the view Embla scrolls through; the rest overflows. */
export const thumbList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  maxHeight: stripLength(thumbHeight),
  ...bareList,
  ...responsiveStyle({
    mobile: { flexDirection: 'row', maxHeight: 'none', maxWidth: stripLength(thumbWidth.mobile) },
  }),
});

export const thumbSlide = style({ flex: '0 0 auto', minWidth: 0 });

export const thumb = style({
  display: 'block',
  width: thumbWidth.desktop,
  padding: 2,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: { '&[aria-current="true"]': { borderColor: vars.color.accent } },
  ...responsiveStyle({ mobile: { width: thumbWidth.mobile } }),
});
// A photo of any shape keeps the illustrations' 4:3 box (letterboxed, never cropped).
globalStyle(`${thumb} img`, {
  display: 'block',
  ...productPhoto,
});

export const thumbStep = style([pillButton({ size: 'small' }), { padding: `0 ${space.sm}` }]);

/** The zoomed view stays inside this box (it clips), never over the product's text beside it. */
export const mainImage = style({
  position: 'relative',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.page,
  selectors: { '&[data-zoomable="true"]': { cursor: 'zoom-in' } },
  // Placed, not flowed: without JavaScript a flowed photo and text would shift one column left.
  ...responsiveStyle({ desktop: { gridColumn: 2 } }),
});

export const image = style({
  display: 'block',
  ...productPhoto,
  transition: 'opacity 150ms ease',
  selectors: { '&[data-changing="true"]': { opacity: 0 } },
});

export const zoomView = style({
  position: 'absolute',
  inset: 0,
  zIndex: 2,
  backgroundColor: vars.color.surface,
  backgroundRepeat: 'no-repeat',
  pointerEvents: 'none',
});

export const details = style({
  display: 'grid',
  gap: space.sm,
  alignContent: 'start',
  ...responsiveStyle({ desktop: { gridColumn: 3 } }),
});

export const features = style([checks, { display: 'grid', gap: space.xs }]);

export const pager = style({
  ...wrappingRow,
  justifyContent: 'center',
  gap: space.md,
  // One row on a phone: a long label wraps inside its button instead.
  ...responsiveStyle({
    mobile: { display: 'grid', gridTemplateColumns: '1fr auto 1fr', gap: space.sm },
  }),
});
export const pagerButton = style([
  pillButton(),
  {
    selectors: { '&:disabled': { opacity: 0.5, cursor: 'not-allowed' } },
    ...responsiveStyle({ mobile: { paddingInline: space.sm, fontSize: fontSize.sm } }),
  },
]);
export const counter = style({ margin: 0, fontWeight: 600, minWidth: '4rem', textAlign: 'center' });

/** Dots from 768 px; a phone has the counter and the arrows instead of rows of wrapped dots. */
export const dots = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: 2,
  ...bareList,
  ...responsiveStyle({ mobile: { display: 'none' } }),
});

export const empty = style({
  margin: 0,
  padding: space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
});

/** Controls that need JavaScript are hidden without it; the first product still shows. */
globalStyle(
  `html:not(.js) ${categories}, html:not(.js) ${pager}, html:not(.js) ${dots}, html:not(.js) ${thumbnails}`,
  {
    display: 'none',
  },
);
