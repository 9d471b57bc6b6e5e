import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { fontSize, space } from '@/styles/tokens';
import { responsiveStyle } from '@/styles/responsive-style';
import { bareList, wrappingRow } from '@/styles/rules';

export const header = style({
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  position: 'relative',
  zIndex: 20,
});

export const band = style({
  background: vars.color.headerBand,
  color: vars.color.onHeaderBand,
  fontSize: fontSize.sm,
});

export const bandInner = style({
  ...wrappingRow,
  justifyContent: 'space-between',
  gap: space.sm,
  paddingBlock: space.xs,
});

export const hours = style({ display: 'flex', alignItems: 'center', gap: space.xs, margin: 0 });

/** Below 360 px the band keeps to one line: no clock icon, slightly narrower contact targets. */
export const hoursIcon = style(
  // Qualified by the paragraph, so it outranks the icon's own display whatever the CSS order.
  responsiveStyle({ narrowPhone: { selectors: { [`${hours} &`]: { display: 'none' } } } }),
);

export const hoursLabel = style(
  responsiveStyle({
    mobile: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
    },
  }),
);

export const contacts = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.xs,
  ...bareList,
});

export const contactLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: 32,
  minWidth: 32,
  justifyContent: 'center',
  paddingInline: space.xs,
  ...responsiveStyle({ narrowPhone: { minWidth: 28, paddingInline: 2 } }),
  borderRadius: vars.radius.sm,
  color: vars.color.onHeaderBand,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.onHeaderBand, textDecoration: 'underline' } },
});

export const contactText = style(responsiveStyle({ mobile: { display: 'none' } }));

/** Desktop: one row, navigation below. Phones: search gets its own full-width row. */
export const bar = style({
  ...wrappingRow,
  gap: space.md,
  paddingBlock: space.sm,
  ...responsiveStyle({
    // A grid, so the logo gives way (its name takes two lines) rather than push the menu down.
    mobile: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto auto',
      gap: space.sm,
    },
  }),
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifySelf: 'start',
  gap: space.sm,
  minWidth: 0,
  color: vars.color.text,
  textDecoration: 'none',
  marginInlineEnd: 'auto',
  selectors: { '&:hover': { color: vars.color.text } },
});

export const logoMark = style({
  display: 'grid',
  flexShrink: 0,
  placeItems: 'center',
  width: 44,
  height: 44,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: 800,
  letterSpacing: '0.02em',
});

export const logoText = style({ display: 'flex', flexDirection: 'column', lineHeight: 1.2 });
export const logoName = style({
  fontWeight: 700,
  fontSize: fontSize.lg,
  // The name wraps between its words only (two lines on phones), never inside one.
  overflowWrap: 'normal',
  ...responsiveStyle({ mobile: { fontSize: fontSize.md } }),
});
export const logoTagline = style({
  fontSize: fontSize.sm,
  color: vars.color.textMuted,
  ...responsiveStyle({ mobile: { display: 'none' } }),
});

/** The search form lays itself out (a flex item of the bar); on phones it gets more text room. */
export const search = style({ display: 'contents' });
globalStyle(`${search} > form`, responsiveStyle({ mobile: { gridColumn: '1 / -1' } }));
globalStyle(`${search} form input`, responsiveStyle({ mobile: { paddingInline: space.sm } }));
globalStyle(
  `${search} button[type="submit"]`,
  responsiveStyle({ mobile: { minWidth: 44, justifyContent: 'center', paddingInline: space.sm } }),
);

export const tools = style({ display: 'flex', alignItems: 'center', gap: space.sm });

/** Inside the menu panel: the navigation links, then the theme toggle. */
export const menuRow = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: space.sm,
  ...responsiveStyle({
    desktop: { flexDirection: 'row', alignItems: 'center', gap: space.md },
  }),
});
globalStyle(`${menuRow} > nav`, { flex: '1 1 auto', minWidth: 0 });
export const menuTools = style({ display: 'flex', flexShrink: 0 });
