import { globalStyle, style } from '@vanilla-extract/css';
import { desktopQuery, space, vars } from '@/styles/theme.css';

export const details = style({
  display: 'grid',
  gap: space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  margin: 0,
});
globalStyle(`${details} dt`, { fontWeight: 700, color: vars.color.textMuted });
globalStyle(`${details} dd`, { margin: 0 });
export const chats = style({ display: 'flex', flexDirection: 'column', gap: space.xs });

export const layout = style({
  display: 'grid',
  gap: space.xl,
  alignItems: 'start',
  marginBottom: space.xl,
  '@media': { [desktopQuery]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.4fr)' } },
});
