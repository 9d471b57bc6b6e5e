import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { contentWidth, space } from '@/styles/tokens';

export const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.sm,
  width: `calc(100% - 2 * ${space.md})`,
  maxWidth: `calc(${contentWidth} - 2 * ${space.md})`,
  marginInline: 'auto',
  marginBlock: space.md,
  padding: space.md,
  border: `1px solid ${vars.color.accent}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
});

export const form = style({ flex: 1, minWidth: 0 });

export const text = style({ margin: 0, marginBlockEnd: space.sm, overflowWrap: 'break-word' });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });

export const input = style({
  flex: '1 1 12rem',
  minWidth: 0,
  minHeight: 44,
  padding: `${space.sm} ${space.md}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  background: vars.color.page,
  color: vars.color.text,
});

export const submit = style({
  minHeight: 44,
  paddingInline: space.md,
  border: `1px solid ${vars.color.accent}`,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.onAccent,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.accentHover } },
});

export const dismiss = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  minWidth: 44,
  minHeight: 44,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.page } },
});
