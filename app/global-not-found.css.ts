import { style } from '@vanilla-extract/css';
import { space } from '@/styles/tokens';

export const main = style({ maxWidth: '40rem', margin: '0 auto', padding: space.xl });
export const block = style({ marginBottom: space.xl });
