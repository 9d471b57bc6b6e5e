import { style } from '@vanilla-extract/css';
import { space } from '@/styles/tokens';

export const grid = style({
  display: 'grid',
  gap: space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
