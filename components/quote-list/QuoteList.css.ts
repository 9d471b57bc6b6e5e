import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { fontSize, space } from '@/styles/tokens';
import { surfaceCard } from '@/styles/controls.css';
import { responsiveStyle } from '@/styles/responsive-style';
import { bareList, wrappingRow } from '@/styles/rules';

export const island = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.lg,
  marginBlock: space.lg,
});
export const subheading = style({ margin: `0 0 ${space.sm}`, fontSize: fontSize.lg });
export const summary = style({ margin: `0 0 ${space.md}`, color: vars.color.textMuted });
export const status = style({
  margin: 0,
  fontWeight: 600,
  selectors: { '&:empty': { margin: 0 } },
});
export const empty = style({ margin: 0 });

export const lines = style({
  display: 'grid',
  gap: space.sm,
  ...bareList,
});

/** Picture, name, stepper, remove in a row; on phones the name takes the second row's width. */
export const line = style([
  surfaceCard,
  {
    display: 'grid',
    gridTemplateColumns: '96px minmax(0, 1fr) auto auto',
    alignItems: 'center',
    gap: space.md,
    padding: space.sm,
    ...responsiveStyle({
      mobile: {
        gridTemplateColumns: '64px minmax(0, 1fr)',
        gridTemplateAreas: '"thumb text" "stepper remove"',
      },
    }),
  },
]);
export const thumb = style({
  width: 96,
  height: 72,
  objectFit: 'contain',
  ...responsiveStyle({ mobile: { width: 64, height: 48, gridArea: 'thumb' } }),
});
export const lineText = style({
  display: 'grid',
  gap: space.xs,
  ...responsiveStyle({ mobile: { gridArea: 'text' } }),
});
export const lineName = style({ fontWeight: 600 });
export const linePrice = style({ color: vars.color.textMuted, fontSize: fontSize.sm });

export const stepper = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.xs,
  ...responsiveStyle({ mobile: { gridArea: 'stepper' } }),
});
const squareButton = {
  minWidth: 44,
  minHeight: 44,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.page,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
} as const;
export const stepButton = style({
  ...squareButton,
  fontSize: fontSize.lg,
  lineHeight: 1,
  selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.5 } },
});
export const quantity = style({
  ...squareButton,
  width: '4.5rem',
  textAlign: 'center',
  cursor: 'text',
});
export const remove = style({
  ...squareButton,
  paddingInline: space.md,
  ...responsiveStyle({ mobile: { gridArea: 'remove', justifySelf: 'end' } }),
});

export const buttons = style({
  ...wrappingRow,
  gap: space.sm,
  marginTop: space.md,
});
export const button = style({
  minHeight: 44,
  padding: `${space.sm} ${space.lg}`,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.accentHover } },
});
export const buttonQuiet = style([
  button,
  {
    border: `2px solid ${vars.color.accent}`,
    background: 'transparent',
    color: vars.color.accent,
    selectors: { '&:hover': { background: vars.color.accentSoft } },
  },
]);

export const share = style({
  ...wrappingRow,
  gap: space.sm,
});
export const shareField = style({ display: 'grid', gap: space.xs, flexBasis: '100%' });
export const shareInput = style({
  ...squareButton,
  width: '100%',
  padding: `${space.sm} ${space.md}`,
  cursor: 'text',
});

export const choice = style([surfaceCard, { padding: space.lg }]);
export const choiceCounts = style({ margin: `${space.sm} 0`, paddingInlineStart: space.lg });

/** The request form keeps a readable line length on wide screens, like the service forms. */
export const form = style({ maxWidth: '48rem' });

/** "I need a VAT invoice": the box and its words, a whole finger's height to tap. */
export const checkbox = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  minHeight: '44px',
  fontWeight: 600,
});

export const total = style({ display: 'grid', gap: space.xs, margin: 0 });
export const totalLine = style({ margin: 0, fontSize: fontSize.lg });
