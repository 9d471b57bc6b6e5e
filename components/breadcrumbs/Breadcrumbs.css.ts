import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { fontSize, space } from '@/styles/tokens';
import { bareList } from '@/styles/rules';

export const nav = style({ marginTop: space.md, fontSize: fontSize.sm });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.xs,
  ...bareList,
  color: vars.color.textMuted,
});

export const item = style({
  selectors: {
    '&:not(:last-child)::after': {
      content: '"›"',
      marginInlineStart: space.xs,
      color: vars.color.textMuted,
    },
  },
});
