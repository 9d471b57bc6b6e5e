import { globalStyle, style } from '@vanilla-extract/css';
import { desktopQuery, radius, space, vars } from '@/styles/theme.css';

export const layout = style({
  display: 'grid',
  gap: space.xl,
  '@media': { [desktopQuery]: { gridTemplateColumns: '1fr 1fr' } },
});

export const images = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.md,
});

export const image = style({
  width: '100%',
  height: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  background: vars.color.surface,
});

export const price = style({ fontWeight: 700 });
export const table = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  padding: space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});
