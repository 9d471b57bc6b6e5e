// The look every form shares.
import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { fontSize, space } from '@/styles/tokens';
import { surfaceCard } from '@/styles/controls.css';
import { pillButton } from '@/styles/recipes/pillButton.css';
import { wrappingRow } from '@/styles/rules';

// The box fills its column, so on wide screens it ends at the header's content edge.
export const form = style([surfaceCard, { display: 'grid', gap: space.md, padding: space.lg }]);
export const heading = style({ margin: 0, fontSize: fontSize.xl });
export const note = style({ margin: 0, color: vars.color.textMuted });
export const field = style({ display: 'grid', gap: space.xs });
export const label = style({ fontWeight: 600 });
export const requiredMark = style({ fontWeight: 400, color: vars.color.textMuted });
export const hint = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.textMuted });

export const control = style({
  width: '100%',
  minHeight: 44,
  padding: `${space.sm} ${space.md}`,
  // The field's edge is a UI boundary: 3:1 against the surface in both themes (WCAG 1.4.11).
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.page,
  color: vars.color.text,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: 2 },
  },
});
export const textarea = style([control, { minHeight: '9rem', resize: 'vertical' }]);

export const error = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });
/** A caution that does not stop the send: body text with a bar, legible in both themes. */
export const warning = style({
  margin: 0,
  paddingInlineStart: space.sm,
  borderInlineStart: `4px solid ${vars.color.accent}`,
  fontWeight: 600,
});

export const submit = style([
  pillButton({ tone: 'primary', size: 'large' }),
  {
    justifySelf: 'start',
    padding: `${space.sm} ${space.xl}`,
    selectors: { '&:disabled': { cursor: 'progress', opacity: 0.8 } },
  },
]);

// Live regions stay displayed even when empty, or some screen readers miss the first message.
export const status = style({ margin: 0, fontWeight: 600 });
export const alert = style([status, { color: vars.color.danger }]);
/** The error summary above the fields, drawn only while it has something to say. */
export const summary = style({
  display: 'grid',
  gap: space.sm,
  padding: space.md,
  borderInlineStart: `4px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
  background: vars.color.page,
});
export const summaryList = style({ margin: 0, paddingInlineStart: space.lg });
export const success = style({ color: vars.color.success });
export const alternatives = style({ margin: 0, paddingInlineStart: space.lg, fontWeight: 600 });

/** The privacy line under the send button: small, but links stay underlined. */
export const privacy = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.textMuted });

/** The photos attached to a request: one line each, its name, size and remove button. */
export const photoList = style({ display: 'grid', gap: space.xs, margin: 0, padding: 0 });
export const photoItem = style({
  ...wrappingRow,
  gap: space.sm,
  listStyle: 'none',
  overflowWrap: 'anywhere',
});
export const photoRemove = pillButton({ tone: 'outline', size: 'medium' });
