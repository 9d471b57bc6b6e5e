import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { space } from '@/styles/tokens';
import { bareList } from '@/styles/rules';

export const section = style({ marginBlock: space.xl });

export const grid = style({
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  ...bareList,
});

export const item = style({
  display: 'grid',
  placeItems: 'center',
  padding: space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const logo = style({ width: '100%', maxWidth: 200, height: 'auto' });
