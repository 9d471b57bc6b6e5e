import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { fontSize, space } from '@/styles/tokens';
import { surfaceCard, textField } from '@/styles/controls.css';

/** The model field needs JavaScript; without it the whole list simply stands. */
export const filter = style([
  surfaceCard,
  {
    display: 'none',
    gap: space.xs,
    marginBlockEnd: space.lg,
    maxWidth: '36rem',
    selectors: { 'html.js &': { display: 'grid' } },
  },
]);

export const label = style({ fontWeight: 600 });

export const input = style([
  textField,
  {
    padding: `${space.xs} ${space.sm}`,
    borderRadius: vars.radius.sm,
    background: vars.color.surface,
  },
]);

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: fontSize.sm });
export const status = style({ margin: 0, fontSize: fontSize.sm, overflowWrap: 'anywhere' });

export const devices = style({ display: 'grid', gap: space.lg, listStyle: 'none', padding: 0 });
export const device = style({
  display: 'grid',
  gap: space.sm,
  selectors: { '&[hidden]': { display: 'none' } },
});
export const deviceName = style({ margin: 0, fontSize: fontSize.lg });
export const help = style({ marginBlock: space.xl, color: vars.color.textMuted });
