import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { fontSize, radius, space } from '@/styles/tokens';
import { columnCard } from '@/styles/controls.css';
import { visuallyHiddenRules } from '@/styles/visually-hidden';

export const section = style({ marginBlock: space.xl });

export const tablist = style({
  display: 'none',
  flexWrap: 'wrap',
  gap: space.sm,
  marginBottom: space.md,
  selectors: { 'html.js &': { display: 'flex' } },
});

export const tab = style({
  minHeight: 40,
  padding: `${space.xs} ${space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': {
      background: vars.color.accent,
      color: vars.color.onAccent,
      borderColor: vars.color.accent,
    },
  },
});

/** With JavaScript only the chosen tab's panel shows; without it every category is listed. */
export const panel = style({
  marginBottom: space.lg,
  selectors: { 'html.js &[data-selected="false"]': { display: 'none' } },
});

// With the tabs, the tab names the panel on screen; the heading stays for screen readers, so the
// offer titles (h4) keep a parent heading either way.
export const noScriptHeading = style({
  margin: `0 0 ${space.sm}`,
  selectors: { 'html.js &': visuallyHiddenRules },
});

export const cards = style({
  display: 'grid',
  gap: space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(17rem, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const card = style([columnCard, { height: '100%' }]);

export const badges = style({ display: 'flex', justifyContent: 'space-between', gap: space.sm });

export const badge = style({
  padding: `2px ${space.sm}`,
  borderRadius: radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontSize: fontSize.sm,
  fontWeight: 700,
});

export const discount = style([
  badge,
  { background: vars.color.danger, color: vars.color.surface },
]);

export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'contain',
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
export const meta = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.textMuted });

export const empty = style({ padding: space.xl, textAlign: 'center', color: vars.color.textMuted });

/** The card's actions sit at its bottom, wrapping on narrow cards. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  marginTop: 'auto',
});
