import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { fontSize, space } from '@/styles/tokens';
import { columnCard } from '@/styles/controls.css';
import { bareList, visuallyHiddenRules } from '@/styles/rules';
import { pillButton } from '@/styles/recipes/pillButton.css';

export const section = style({ marginBlock: space.xl });
export const allOffers = style({ marginBlock: `0 ${space.md}` });

export const tablist = style({
  display: 'none',
  flexWrap: 'wrap',
  gap: space.sm,
  marginBottom: space.md,
  selectors: { 'html.js &': { display: 'flex' } },
});

/** A category tab: selected, it fills with the accent. */
export const tab = pillButton();

/** With JavaScript only the chosen tab's panel shows; without it every category is listed. */
export const panel = style({
  marginBottom: space.lg,
  selectors: { 'html.js &[data-selected="false"]': { display: 'none' } },
});

// The heading stays for screen readers, so the offer titles (h4) keep a parent heading.
export const noScriptHeading = style({
  margin: `0 0 ${space.sm}`,
  selectors: { 'html.js &': visuallyHiddenRules },
});

/** auto-fit: two offers share the row (about 570 px each at 1280 px); three from 1150 px. */
export const cards = style({
  display: 'grid',
  gap: space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  ...bareList,
});

/** Each offer is a size container: a card the width of the page puts its picture beside the text. */
export const item = style({ containerType: 'inline-size' });

const wideCard = '(min-width: 40rem)';

export const card = style([
  columnCard,
  {
    height: '100%',
    '@container': {
      [wideCard]: {
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
        gridTemplateRows: 'auto 1fr',
        gridTemplateAreas: '"image badges" "image body"',
        columnGap: space.lg,
      },
    },
  },
]);

/** Everything under the picture: a column whose actions sit at the card's bottom. */
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: space.sm,
  '@container': { [wideCard]: { gridArea: 'body' } },
});

export const badges = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: space.sm,
  '@container': { [wideCard]: { gridArea: 'badges' } },
});

export const badge = style({
  padding: `2px ${space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontSize: fontSize.sm,
  fontWeight: 700,
});

export const discount = style([
  badge,
  // "−25%" is one figure: never "−25" over "%".
  { background: vars.color.danger, color: vars.color.surface, whiteSpace: 'nowrap' },
]);

// Letterboxed rather than ever taller than 16 rem, so a wide card is not mostly picture.
export const image = style({
  width: '100%',
  height: 'auto',
  maxHeight: '16rem',
  aspectRatio: '4 / 3',
  objectFit: 'contain',
  '@container': { [wideCard]: { gridArea: 'image', alignSelf: 'start', maxHeight: 'none' } },
});
export const title = style({ margin: 0, fontSize: fontSize.lg });
export const subtitle = style({ margin: 0, color: vars.color.textMuted, fontWeight: 600 });
export const text = style({ margin: 0 });

export const prices = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, auto)',
  gap: space.sm,
  margin: 0,
});
globalStyle(`${prices} dt`, { fontSize: fontSize.sm, color: vars.color.textMuted });
globalStyle(`${prices} dd`, { margin: 0, fontWeight: 700 });
export const regular = style({ textDecoration: 'line-through' });
export const bundlePrice = style({ color: vars.color.success });

export const list = style({ margin: 0, paddingInlineStart: space.lg });
export const more = style({
  listStyle: 'none',
  marginInlineStart: `-${space.md}`,
  color: vars.color.textMuted,
});
export const checks = style({ margin: 0, padding: 0, listStyle: 'none' });
globalStyle(`${checks} li::before`, {
  content: '"✓"',
  color: vars.color.success,
  fontWeight: 700,
  marginInlineEnd: space.sm,
});
/** A percent sale's products: name, then the struck-through old price and the new one. */
export const salePrices = style({ display: 'grid', gap: space.xs });
export const salePricesHeading = style({ margin: 0, fontSize: fontSize.sm });
export const salePriceList = style({ display: 'grid', gap: space.xs, margin: 0 });
globalStyle(`${salePriceList} > div`, {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: space.sm,
  fontSize: fontSize.sm,
});
globalStyle(`${salePriceList} dd`, { margin: 0, whiteSpace: 'nowrap' });

export const meta = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.textMuted });

export const empty = style({ padding: space.xl, textAlign: 'center', color: vars.color.textMuted });

/** The card's actions sit at its bottom, wrapping on narrow cards. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  marginTop: 'auto',
});
