import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { desktopQuery, mobileQuery, radius, space } from '@/styles/tokens';

export const toggle = style({
  display: 'none',
  alignItems: 'center',
  gap: space.sm,
  minHeight: 44,
  padding: `${space.xs} ${space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  '@media': {
    [mobileQuery]: {
      selectors: { 'html.js &': { display: 'inline-flex' } },
    },
  },
});

export const toggleText = style({ fontWeight: 600 });

export const bars = style({
  position: 'relative',
  width: 18,
  height: 2,
  background: 'currentColor',
  boxShadow: '0 -6px 0 currentColor, 0 6px 0 currentColor',
  transition: 'box-shadow 0.2s',
  selectors: { '&[data-open="true"]': { boxShadow: 'none' } },
});

export const panel = style({
  flexBasis: '100%',
  '@media': {
    [mobileQuery]: {
      selectors: {
        'html.js &[data-open="false"]': { display: 'none' },
        'html.js &[data-open="true"]': {
          borderTop: `1px solid ${vars.color.border}`,
          paddingTop: space.sm,
        },
      },
    },
    [desktopQuery]: { borderTop: `1px solid ${vars.color.border}`, paddingTop: space.sm },
  },
});
