import { globalStyle, style } from '@vanilla-extract/css';
import { space, vars } from '@/styles/theme.css';

export const details = style({
  display: 'grid',
  gap: space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  margin: 0,
});
globalStyle(`${details} dt`, { fontWeight: 700, color: vars.color.textMuted });
globalStyle(`${details} dd`, { margin: 0 });
export const chats = style({ display: 'flex', flexDirection: 'column', gap: space.xs });
