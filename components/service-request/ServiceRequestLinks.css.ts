import { style } from '@vanilla-extract/css';
import { space } from '@/styles/tokens';

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space.xs} ${space.lg}`,
  margin: `0 0 ${space.lg}`,
  padding: 0,
  listStyle: 'none',
  fontWeight: 600,
});
