import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const sketch = style({
  display: 'block',
  width: '100%',
  // Drawn for a phone's width; on wide screens it stays a sketch, not a poster.
  maxWidth: '30rem',
  height: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});
export const ground = style({ fill: vars.color.surfaceRaised });
export const road = style({ fill: vars.color.surface });
export const kerb = style({ stroke: vars.color.textMuted, strokeWidth: 2, fill: 'none' });
const label = { fontSize: 16, textAnchor: 'middle', fontFamily: 'inherit' } as const;
export const streetName = style({ ...label, fill: vars.color.text });
export const placeName = style({ ...label, fill: vars.color.text, fontWeight: 700 });
export const building = style({
  fill: vars.color.accentSoft,
  stroke: vars.color.accent,
  strokeWidth: 2,
});
export const door = style({ fill: vars.color.accent });
export const pin = style({ fill: vars.color.accent });
export const pinDot = style({ fill: vars.color.surface });
