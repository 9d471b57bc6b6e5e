import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { space } from '@/styles/tokens';
import { responsiveStyle } from '@/styles/responsive-style';

export const form = style({
  display: 'flex',
  flex: '1 1 18rem',
  maxWidth: '28rem',
  alignItems: 'stretch',
  position: 'relative',
  ...responsiveStyle({ mobile: { order: 10, flexBasis: '100%', maxWidth: 'none' } }),
});

globalStyle(`${form} input`, {
  flex: 1,
  minWidth: 0,
  minHeight: 44,
  padding: `${space.sm} ${space.md}`,
  // A field's edge is how it is found: textMuted keeps it at 3:1 or more in both themes.
  border: `1px solid ${vars.color.textMuted}`,
  borderInlineEnd: 'none',
  borderRadius: `${vars.radius.pill} 0 0 ${vars.radius.pill}`,
  background: vars.color.page,
  color: vars.color.text,
});

globalStyle(`${form} input::placeholder`, { color: vars.color.textMuted, opacity: 1 });

export const submit = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: 44,
  paddingInline: space.md,
  border: `1px solid ${vars.color.accent}`,
  borderRadius: `0 ${vars.radius.pill} ${vars.radius.pill} 0`,
  background: vars.color.accent,
  color: vars.color.onAccent,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.accentHover } },
});

export const combobox = style({ position: 'relative', display: 'flex', flex: 1, minWidth: 0 });

/** The box under the field: the suggestions, and a line above them when there is one. */
export const popup = style({
  position: 'absolute',
  zIndex: 20,
  top: 'calc(100% + 4px)',
  insetInline: 0,
  margin: 0,
  padding: space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.popover,
});

export const listbox = style({ margin: 0, padding: 0, listStyle: 'none' });

/** "We don't sell Epson. Similar machines we offer:" above the suggestions. */
export const brandNotice = style({
  margin: 0,
  padding: `${space.xs} ${space.md}`,
  color: vars.color.textMuted,
  fontSize: '0.875rem',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  padding: `${space.sm} ${space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"], &:hover': { background: vars.color.accentSoft },
  },
});

/** The product's or category's picture; an empty box keeps the titles of pages aligned. */
export const optionThumbnail = style({
  flexShrink: 0,
  width: 48,
  height: 36,
  borderRadius: vars.radius.sm,
});
/** Title and category side by side; the category goes under the title when room runs out. */
export const optionText = style({
  display: 'flex',
  flexWrap: 'wrap',
  flex: 1,
  minWidth: 0,
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: space.sm,
});
export const optionTitle = style({
  flex: '1 1 10rem',
  minWidth: 0,
  fontWeight: 600,
  overflowWrap: 'anywhere',
});
/** The product's category, or the kind of page. */
export const optionKind = style({
  color: vars.color.textMuted,
  fontSize: '0.8125rem',
});
