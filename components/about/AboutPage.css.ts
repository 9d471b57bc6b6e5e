import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { fontSize, space } from '@/styles/tokens';
import { surfaceCard } from '@/styles/controls.css';
import { responsiveStyle } from '@/styles/responsive-style';
import { bareList } from '@/styles/rules';

export const section = style({ marginBlock: space.xl });
export const muted = style({ color: vars.color.textMuted });

export const cover = style({
  position: 'relative',
  display: 'grid',
  minHeight: '16rem',
  marginBlock: space.lg,
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.headerBand,
  color: vars.color.onHeaderBand,
});
export const coverImage = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  opacity: 0.18,
});
export const coverText = style({ position: 'relative', alignSelf: 'end', padding: space.xl });
export const coverTitle = style({ margin: `0 0 ${space.sm}`, fontSize: fontSize.xxl });
export const coverLead = style({ margin: 0, maxWidth: '48rem', fontSize: fontSize.lg });

export const bands = style({ display: 'grid', gap: space.sm, marginBlock: space.lg });
export const band = style({
  paddingBlock: space.sm,
  background: vars.color.accentSoft,
  color: vars.color.text,
});
export const bandText = style({
  whiteSpace: 'nowrap',
  fontSize: fontSize.lg,
  fontWeight: 700,
  ...responsiveStyle({ reducedMotion: { whiteSpace: 'normal', textAlign: 'center' } }),
});
export const motionLabel = style({
  display: 'inline-flex',
  gap: space.sm,
  alignItems: 'center',
  justifySelf: 'start',
  color: vars.color.textMuted,
  fontSize: fontSize.sm,
});

export const stats = style({
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  ...bareList,
});
export const stat = style([surfaceCard, { display: 'grid', textAlign: 'center' }]);
export const statNumber = style({
  fontSize: fontSize.xxl,
  fontWeight: 800,
  color: vars.color.accent,
  fontVariantNumeric: 'tabular-nums',
});
export const statLabel = style({ color: vars.color.textMuted });

export const typedHeading = style({ minHeight: '1.3em', margin: `0 0 ${space.sm}` });
export const partnerStrip = style({ paddingBlock: space.sm });
export const partnerLink = style({
  display: 'block',
  padding: space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const partnerLogo = style({ display: 'block', width: 180, height: 60 });

export const blocks = style({
  display: 'grid',
  gap: space.lg,
  ...responsiveStyle({ desktop: { gridTemplateColumns: 'repeat(3, 1fr)' } }),
});
export const blockTitle = style({ margin: `0 0 ${space.sm}`, fontSize: fontSize.lg });

export const options = style({
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  ...bareList,
});
export const option = style([surfaceCard, { padding: space.lg }]);

export const cta = style({
  marginBlock: space.xl,
  padding: space.xl,
  borderRadius: vars.radius.md,
  background: vars.color.headerBand,
  color: vars.color.onHeaderBand,
});
export const ctaTitle = style({ margin: `0 0 ${space.sm}` });
export const ctaActions = style({ display: 'flex', flexWrap: 'wrap', gap: space.md });
