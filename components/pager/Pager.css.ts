import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { space } from '@/styles/tokens';
import { bareList } from '@/styles/rules';

export const nav = style({ marginTop: space.lg });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  ...bareList,
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 40,
  minHeight: 40,
  padding: `0 ${space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.onAccent,
    },
  },
});

export const gap = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  color: vars.color.textMuted,
});
