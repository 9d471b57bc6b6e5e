import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { fontSize, space } from '@/styles/tokens';
import { columnCard } from '@/styles/controls.css';
import { responsiveStyle } from '@/styles/responsive-style';
import { bareList } from '@/styles/rules';

export const cards = style({
  display: 'grid',
  gap: space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
  ...bareList,
});

export const card = style([columnCard, { padding: space.lg }]);

export const cardTitle = style({ margin: 0, fontSize: fontSize.xl });
export const subtitle = style({ margin: 0, color: vars.color.textMuted, fontWeight: 600 });

export const checks = style({ margin: 0, paddingInlineStart: space.lg });
globalStyle(`${checks} li::marker`, { content: '"✓  "', color: vars.color.success });

/** Links to the service's own pages, set apart from the feature list: arrows, not bullets. */
export const topicLinks = style({
  display: 'grid',
  gap: space.xs,
  margin: 0,
  padding: `${space.sm} 0 0`,
  borderTop: `1px solid ${vars.color.border}`,
  listStyle: 'none',
  fontWeight: 600,
});
globalStyle(`${topicLinks} li::before`, {
  content: '"→ " / ""', // decorative: no alt text for screen readers
  color: vars.color.textMuted,
});

export const topic = style({
  display: 'grid',
  gap: space.xl,
  marginBottom: space.xl,
  ...responsiveStyle({ desktop: { gridTemplateColumns: '2fr 1fr' } }),
});

export const prose = style({ maxWidth: '42rem' });

export const finderLink = style({ marginBlock: `0 ${space.lg}`, fontWeight: 600 });

/** The rental card's link to the plans, above its call to action. */
export const rentalLink = style({ margin: 0, fontWeight: 600 });
