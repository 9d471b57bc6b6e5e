import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { fontSize, space } from '@/styles/tokens';
import { surfaceCard } from '@/styles/controls.css';
import { cardMinWidth } from '@/styles/recipes/card.css';
import { pillButton } from '@/styles/recipes/pillButton.css';
import { responsiveStyle } from '@/styles/responsive-style';
import { visuallyHiddenRules, wrappingRow } from '@/styles/rules';

/** Filter panel beside the results on wide screens; one column without filters or JavaScript. */
export const layout = style({
  display: 'grid',
  gap: space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  ...responsiveStyle({
    mobile: { gap: space.md },
    desktop: {
      alignItems: 'start',
      selectors: {
        'html.js &[data-panel="true"]': { gridTemplateColumns: '17rem minmax(0, 1fr)' },
      },
    },
  }),
});

/** Filters need JavaScript on a static page; without it the panel would only mislead. */
export const panel = style([
  surfaceCard,
  {
    display: 'none',
    selectors: { 'html.js &': { display: 'grid' } },
    gap: space.md,
    ...responsiveStyle({ desktop: { position: 'sticky', top: space.md } }),
  },
]);

/** On a phone the heading is read out only, so the first cards reach the first screen. */
export const panelHeading = style({
  margin: 0,
  fontSize: fontSize.lg,
  ...responsiveStyle({ mobile: visuallyHiddenRules }),
});

export const panelToggle = style([
  pillButton({ tone: 'outline', size: 'large' }),
  { justifySelf: 'start', ...responsiveStyle({ desktop: { display: 'none' } }) },
]);

export const groups = style({
  display: 'grid',
  gap: space.md,
  ...responsiveStyle({ mobile: { selectors: { '&[data-open="false"]': { display: 'none' } } } }),
});

export const fieldset = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space.xs} ${space.md}`,
  margin: 0,
  padding: 0,
  border: 'none',
  ...responsiveStyle({ desktop: { flexDirection: 'column' } }),
});

export const legend = style({ marginBottom: space.xs, padding: 0, fontWeight: 700 });

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: 24,
  cursor: 'pointer',
});

/** "(4)" stays whole: the count never leaves its ")" alone on the next line. */
export const optionCount = style({
  color: vars.color.textMuted,
  fontSize: fontSize.sm,
  whiteSpace: 'nowrap',
});

/** Three 274 px cards beside the panel at 1280 px, two at 768 px; four without JavaScript. */
export const results = style({
  minWidth: 0,
  // Focused by the phone panel's "Show 12 products" so reading goes on from the results.
  scrollMarginTop: space.md,
  selectors: { '&:focus': { outline: 'none' } },
  ...responsiveStyle({
    desktop: { selectors: { 'html.js &': { vars: { [cardMinWidth]: '13rem' } } } },
  }),
});

export const count = style({
  margin: `0 0 ${space.md}`,
  color: vars.color.textMuted,
  fontWeight: 600,
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  margin: `0 0 ${space.md}`,
  padding: 0,
  listStyle: 'none',
});

const filterButton = style([
  pillButton({ tone: 'secondary', size: 'small' }),
  { display: 'inline-flex', alignItems: 'center', gap: space.sm },
]);

export const chip = style([filterButton, { background: vars.color.accentSoft }]);
export const resetButton = filterButton;
export const showMore = style([filterButton, { marginTop: space.lg }]);

export const empty = style([
  surfaceCard,
  { display: 'grid', justifyItems: 'start', gap: space.sm },
]);

/** The count, and the sort beside it (under it on a narrow screen). */
export const resultsBar = style({
  ...wrappingRow,
  justifyContent: 'space-between',
  gap: `${space.xs} ${space.md}`,
  marginBottom: space.md,
});
globalStyle(`${resultsBar} > ${count}`, { margin: 0 });

/** Sorting is done in the browser: without JavaScript there is nothing to choose. */
export const sort = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  fontSize: fontSize.sm,
  selectors: { 'html:not(.js) &': { display: 'none' } },
});

export const sortSelect = style({
  minHeight: 40,
  padding: `0 ${space.sm}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
});

export const priceFieldset = style([
  fieldset,
  { alignItems: 'end', ...responsiveStyle({ desktop: { flexDirection: 'row' } }) },
]);

export const priceField = style({ display: 'grid', gap: 2, fontSize: fontSize.sm });

export const priceInput = style([sortSelect, { width: '6.5rem' }]);

export const priceApply = style([pillButton({ tone: 'secondary', size: 'medium' })]);

/** The phone panel's "Show 12 products"; wider screens show panel and results side by side. */
export const showResults = style([
  pillButton({ tone: 'primary', size: 'large' }),
  { justifySelf: 'stretch', ...responsiveStyle({ desktop: { display: 'none' } }) },
]);

/** An offer's terms under its heading ("25% off…", "Valid until 31 May 2027"). */
export const offerTerms = style({
  display: 'grid',
  gap: space.xs,
  margin: `${space.sm} 0 0`,
  paddingInlineStart: space.lg,
  color: vars.color.textMuted,
});
