import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { fontSize, space } from '@/styles/tokens';
import { bareList } from '@/styles/rules';

export const section = style({ marginBlock: space.xl });
export const heading = style({ marginBlockEnd: space.md });

/** Two or three compact rows a line on wide screens, one on phones. */
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  gap: space.sm,
  ...bareList,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.md,
  padding: space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});

export const thumbnail = style({
  flex: '0 0 auto',
  width: '4.5rem',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'contain',
});

export const text = style({ display: 'grid', gap: space.xs, minWidth: 0 });
export const name = style({ fontWeight: 600 });
export const subtitle = style({ color: vars.color.textMuted, fontSize: fontSize.sm });
export const more = style({ marginBlockStart: space.md });
