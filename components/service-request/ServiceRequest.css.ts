import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { fontSize, space } from '@/styles/tokens';
import { responsiveStyle } from '@/styles/responsive-style';

/** The in-page links to the two forms, under the page header. */
export const jump = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space.sm} ${space.lg}`,
  margin: `0 0 ${space.lg}`,
  padding: 0,
  listStyle: 'none',
  fontWeight: 600,
});
globalStyle(`${jump} a`, { display: 'inline-block', paddingBlock: space.sm });

export const sections = style({ display: 'grid', gap: space.xl, maxWidth: '48rem' });
export const section = style({ display: 'grid', gap: space.md, scrollMarginTop: space.lg });
export const heading = style({ margin: 0, fontSize: fontSize.xl });
export const lead = style({ margin: 0, color: vars.color.textMuted });

/** A group of fields with a legend that reads like a small heading. */
export const group = style({
  display: 'grid',
  gap: space.md,
  margin: 0,
  padding: 0,
  border: 'none',
  minInlineSize: 0,
});
export const legend = style({ padding: 0, marginBottom: space.sm, fontWeight: 700 });

/** Two short fields side by side on wider screens (date and time, the two counters). */
export const pair = style({
  display: 'grid',
  gap: space.md,
  alignItems: 'start',
  ...responsiveStyle({ desktop: { gridTemplateColumns: '1fr 1fr' } }),
});

export const help = style({ margin: 0 });

// Chromium focuses the date field's parts inside the input, and :focus-visible misses the picker.
globalStyle('main input[type="date"]:focus-within', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

/** The catalogue's name of the model in the field, which holds only the short code. */
export const modelName = style({ margin: 0, marginBlockStart: `calc(-1 * ${space.xs})` });

/** A choice shown in full (urgency): one option a line, its text wrapping on a phone. */
export const choice = style([group, { gap: space.xs }]);
export const choiceLegend = style({ padding: 0, marginBottom: space.xs, fontWeight: 600 });
export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.sm,
  minHeight: 44,
  paddingBlock: space.xs,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
});
export const radio = style({
  flex: '0 0 auto',
  width: 20,
  height: 20,
  margin: '2px 0 0',
  accentColor: vars.color.accent,
});

/** Where the engineers travel: a quiet box above the service request form. */
export const area = style({
  display: 'grid',
  gap: space.sm,
  padding: space.md,
  borderInlineStart: `4px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});
export const areaHeading = style({ margin: 0, fontSize: fontSize.lg });
export const cities = style({
  display: 'grid',
  gap: space.xs,
  margin: 0,
  paddingInlineStart: space.lg,
});
