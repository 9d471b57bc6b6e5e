import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const notice = style({
  margin: 0,
  padding: '0.5rem 1rem',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: '0.875rem',
  textAlign: 'center',
});
