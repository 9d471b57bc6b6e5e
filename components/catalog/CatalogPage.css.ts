import { style } from '@vanilla-extract/css';
import { space } from '@/styles/tokens';

export const finderLink = style({ marginBlock: `0 ${space.lg}`, fontWeight: 600 });
